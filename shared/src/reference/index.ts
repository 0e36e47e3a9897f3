export * from './states-districts.ts';
export * from './options.ts';
