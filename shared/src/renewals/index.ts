export * from './renewal-rules.ts';
export * from './renewal-schemas.ts';
