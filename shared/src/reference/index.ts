export * from './states-districts.ts';
export * from './options.ts';
export * from './faq.ts';
