export * from './codes.ts';
export * from './sentences.ts';
