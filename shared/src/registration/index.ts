export * from './messages.ts';
export * from './rules.ts';
export * from './fields.ts';
export * from './clean.ts';
export * from './formats.ts';
export * from './standard-discount.ts';
export * from './field-checks.ts';
export * from './pincode-regions.ts';
