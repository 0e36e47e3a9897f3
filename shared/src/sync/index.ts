export * from './directory.ts';
export * from './sync-pull.ts';
export * from './sync-push.ts';
export * from './visit-rules.ts';
