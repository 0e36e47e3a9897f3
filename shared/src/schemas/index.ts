// One zod schema per entity, API call and answer envelope,
// with inferred types. The sync and card envelopes live beside their logic in ../sync and ../card;
// the registration fields in ../registration; the error body in ../errors.
export * from './common.ts';
export * from './auth.ts';
export * from './member.ts';
export * from './partner.ts';
export * from './admin.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './audit.ts';
export * from './api-keys.ts';
export * from './webhooks.ts';
export * from './mail.ts';
