// @mcs/shared: everything the API and the PWA must agree on. No DOM, no Node-only APIs.
export * from './errors/index.ts';
export * from './schemas/index.ts';
export * from './pricing/pricing.ts';
export * from './pricing/headline.ts';
export * from './format/date-in.ts';
export * from './format/made-once.ts';
export * from './registration/index.ts';
export * from './passwords/password-rule.ts';
export * from './reference/index.ts';
export * from './membership/membership-id.ts';
export * from './membership/plan-terms.ts';
export * from './membership/member-visits.ts';
export * from './card/index.ts';
export * from './sync/index.ts';
export * from './visits/visit-history.ts';
export * from './paging/paging.ts';
export * from './routes/app-routes.ts';
