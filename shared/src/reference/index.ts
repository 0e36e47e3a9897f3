export * from './states-districts.ts';
export * from './options.ts';
export * from './contact-user-types.ts';
export * from './faq.ts';
