export * from './states-districts.ts';
export * from './pincode-directory.ts';
export * from './options.ts';
export * from './contact-user-types.ts';
export * from './faq.ts';
