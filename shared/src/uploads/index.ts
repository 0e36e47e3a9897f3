export * from './upload-content.ts';
