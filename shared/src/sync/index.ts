export * from './directory.ts';
export * from './directory-delta.ts';
export * from './feed-restart.ts';
export * from './sync-pull.ts';
export * from './sync-push.ts';
export * from './visit-rules.ts';
