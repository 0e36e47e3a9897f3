// The audit log of admin actions: what an admin did, to whom, and when, newest first.
import { z } from 'zod';
import { pageQuerySchema, visitsPaginationSchema } from './common.ts';

/**
 * Every admin action the log records, as `<target>.<verb>`: each write an admin makes, each CSV
 * taken out of the system, and each admin sign-in, sign-out and new admin account.
 */
export const AUDIT_ACTIONS = [
  'partner.approve',
  'partner.reject',
  'partner.delete',
  'member.enrol',
  'member.delete',
  'member.end',
  'card.revoke',
  'card.reissue',
  'invite.issue',
  'admin.register',
  'admin.sign-in',
  'admin.sign-out',
  'export.download',
  'query.status',
  'api-key.create',
  'api-key.revoke',
  'visit.void',
  'renewal.confirm',
  'renewal.refuse',
  'renewal.refund',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_TARGET_TYPES = [
  'partner',
  'member',
  'card',
  'invite',
  'admin',
  'export',
  'query',
  'renewal',
  'api-key',
  'visit',
] as const;
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** `GET api/admin/audit`: page and limit, as every admin list. */
export const auditLogQuerySchema = pageQuerySchema;
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time the action was committed. */
  at: z.string(),
  /** Who acted: an admin, or (actorRole 'partner') a partner account acting on its own keys and visits. */
  admin: z.object({ id: z.string(), email: z.string() }),
  actorRole: z.enum(['admin', 'partner']),
  action: auditActionSchema,
  /** `label` is the target as a person reads it (name, email, membership ID), kept after deletion. */
  target: z.object({ type: auditTargetTypeSchema, id: z.string(), label: z.string() }),
  /** A rejection or revocation reason, when one was given. */
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: visitsPaginationSchema
    .omit({ totalVisits: true })
    .extend({ totalEntries: z.number().int() }),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
