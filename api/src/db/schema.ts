// Kysely's view of the tables. SQLite binds no booleans or Dates: flags are 0/1, times ISO text,
// lists and objects JSON text (parsed in each repo's row mapper).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type MemberStatusValue = 'Active' | 'Expired' | 'Cancelled';
export type PartnerStatusValue = 'pending' | 'approved' | 'rejected';
export type PartnerTypeValue = 'doctor' | 'dentist' | 'diagnostic' | 'pharmacy';

export interface MembersTable {
  id: Generated<number>;
  membership_id: string;
  name: string;
  email: string;
  /** Unique when present (0003): members sign in by phone too. NULL, never '', for no phone. */
  phone: string | null;
  password_hash: string;
  plan: string;
  status: MemberStatusValue;
  valid_until: string;
  /** JSON text: [{ name, age, gender, relationship }]. */
  family_details: string;
  created_at: string;
  updated_at: string;
  /** Raised to end every session issued before (0007); tokens carry the one they were issued under. */
  session_generation: Generated<number>;
  /** 1 while the password is the one an admin set at enrolment (0014): the app asks for a new one. */
  must_change_password: Generated<number>;
}

export interface AdminsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  created_at: string;
  /** Raised to end every session issued before (0007); tokens carry the one they were issued under. */
  session_generation: Generated<number>;
}

export interface AdminInvitesTable {
  id: Generated<number>;
  code: string;
  created_by: number | null;
  used_by: number | null;
  used_at: string | null;
  expires_at: string | null;
  created_at: string;
}

export interface PartnersTable {
  id: Generated<number>;
  type: PartnerTypeValue;
  /** Clinic name (doctor/dentist) or centre name (diagnostic/pharmacy). */
  name: string;
  status: PartnerStatusValue;
  rejection_reason: string | null;
  email: string;
  password_hash: string;
  responsible_name: string;
  responsible_sex: string;
  responsible_age: string;
  responsible_dob: string;
  contact_email: string;
  contact_phone: string;
  website: string | null;
  address: string;
  district: string;
  state: string;
  pincode: string;
  time_from: string;
  time_to: string;
  day_from: string;
  day_to: string;
  timings: string | null;
  specialization: string | null;
  council_name: string;
  council_number: string;
  discount_amount: string;
  /** JSON text: string[]. */
  discount_items: string;
  /** Percent, 0 to 100, every member gets (0013); NULL for a partner that has not set one. */
  standard_discount: number | null;
  /** Stored file name under DATA_DIR/uploads, or null. */
  certificate_file: string | null;
  /** JSON text: string[] of stored file names. */
  clinic_photos: string;
  created_at: string;
  updated_at: string;
  /** Raised to end every session issued before (0007); tokens carry the one they were issued under. */
  session_generation: Generated<number>;
  /** Distinct members served (0006): kept by each visit insert, never counted on a read. */
  members_served: Generated<number>;
}

export type UploadKind = 'certificate' | 'clinic_photo';

export interface UploadsTable {
  /** Random file name under DATA_DIR/uploads. */
  name: string;
  /** Deleting a partner deletes these rows (the service removes the files). */
  partner_id: number | null;
  kind: UploadKind;
  content_type: string;
  size: number;
  created_at: string;
}

export interface VisitsTable {
  id: Generated<number>;
  /** Client-made UUID: unique, so a replayed sync push never doubles a visit. */
  client_id: string;
  partner_id: number | null;
  member_id: number | null;
  membership_id: string;
  member_name: string;
  // Snapshots so a member's history survives the partner's deletion.
  partner_name: string;
  partner_address: string;
  doctor_name: string;
  service: string;
  discount_applied: number;
  bill_amount: number | null;
  saved_amount: number;
  visited_at: string;
  created_at: string;
  flagged: number;
  flag_reason: string | null;
  /** Who was treated: the card holder or a family member on the card (migration 0010). */
  patient: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the partner voided it (0019): it stays, but no longer counts. */
  voided_at: ColumnType<string | null, string | null | undefined, string | null>;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentsTable {
  id: Generated<number>;
  member_id: number | null;
  amount: number;
  members_count: number;
  reference: string;
  paid_at: string;
}

export interface ContactQueriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  user_type: string;
  status: string;
  created_at: string;
  updated_at: string;
}

// Cards and sync (migration 0002): issued cards, the revocation list and the directory feed.
export interface MemberCardsTable {
  id: Generated<number>;
  member_id: number | null;
  /** The card id named by the revocation list. */
  rid: string;
  kid: string;
  jws: string;
  /** Hash of what the card says (name, plan, family, validity); a change issues a new card. */
  claims_hash: string;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface CardRevocationsTable {
  /** The cursor of `GET api/sync/revocations`. */
  seq: Generated<number>;
  rid: string;
  member_id: number | null;
  reason: string;
  revoked_at: string;
}

export interface DirectoryChangesTable {
  /** The cursor of `GET api/sync/directory`; filled by triggers on `partners`. */
  seq: Generated<number>;
  partner_id: number;
  changed_at: string;
}

// Card signing keys (migration 0004): the public half of every key any instance signs with.
export interface CardKeysTable {
  kid: string;
  /** JSON text: the public JWK as served at /.well-known/jwks.json. */
  public_jwk: string;
  created_at: string;
  /** No instance signs with it any more (its cards are reissued); it stays published. */
  retired_at: string | null;
}

/** An unknown membership ID a partner tried to verify (0006): guessing shows here. */
export interface VerifyMissesTable {
  id: Generated<number>;
  /** Deleting the partner deletes its misses. */
  partner_id: number | null;
  /** What was typed or scanned, cut to the verify body's limit. */
  tried: string;
  tried_at: string;
}

/**
 * One limit's count for one subject (an address, an account at an address, a partner) in its
 * current window (0012): every instance counts in the same row (lib/rate-limit.ts).
 */
export interface RateLimitCountersTable {
  /** Which limit: each RateLimiter has its own name. */
  limit_name: string;
  subject: string;
  hits: number;
  /** When the window ends (ISO); a row whose window has ended counts as none. */
  window_ends: string;
}

// The audit log of admin actions (migration 0008); see features/audit.
export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number;
  admin_email: string;
  /** One of AUDIT_ACTIONS in @mcs/shared. */
  action: string;
  target_type: string;
  target_id: string;
  /** The target as a person reads it (name, email, membership ID), kept after it is deleted. */
  target_label: string;
  detail: string | null;
  created_at: string;
  /** Whose action (0019): 'admin' (admin_id/admin_email name an admin) or 'partner'. */
  actor_role: Generated<string>;
}

/** A partner's key for its clinic software (0019): the secret's SHA-256 only. */
export interface PartnerApiKeysTable {
  id: Generated<number>;
  partner_id: number;
  name: string;
  /** Short, unique and not secret: finds the row, and is what the dashboard shows. */
  public_id: string;
  secret_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The first answer to a creating POST per caller and Idempotency-Key (0019), kept 24 hours. */
export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  /** SHA-256 of the method, path and canonical body the key was first used with. */
  request_hash: string;
  /** Null while the first request is still running. */
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

export type MailStatusValue = 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';

/** One e-mail to send (0016); features/mail claims, sends and marks it. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The Message-ID header, fixed when the row is written: every try of the row sends the same. */
  message_id: string;
  /** What the message is for (password-reset, enrolment...), for the console's list. */
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: MailStatusValue;
  attempts: Generated<number>;
  /** Not sent before (ISO): now when written, later after a failed try. */
  next_attempt_at: string;
  /** The sender holding the row while it is 'sending', and until when (ISO). */
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type PasswordLinkPurpose = 'reset' | 'welcome';
export type PasswordLinkAccount = 'member' | 'partner';

/** A set-password link (0016): the token's SHA-256 only, one account, used once. */
export interface PasswordLinksTable {
  id: Generated<number>;
  token_hash: string;
  account_type: PasswordLinkAccount;
  account_id: number;
  purpose: PasswordLinkPurpose;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

// Renewals, reminders and Web Push (migration 0017).
export type RenewalStatusValue = 'pending' | 'confirmed' | 'refused' | 'refunded';

export interface RenewalRequestsTable {
  id: Generated<number>;
  member_id: number;
  /** What the member writes in the UPI note; unique. */
  reference: string;
  /** The UPI transaction reference the member paid with; unique, so one payment renews once. */
  utr: string;
  status: RenewalStatusValue;
  members_count: number;
  total: number;
  tax: number;
  total_with_tax: number;
  requested_at: string;
  decided_at: string | null;
  reason: string | null;
  previous_valid_until: string | null;
  new_valid_until: string | null;
}

/** One expiry reminder per member, threshold and membership end: the insert is the claim. */
export interface RemindersSentTable {
  member_id: number;
  threshold: number;
  valid_until: string;
  sent_at: string;
  emailed: number;
  pushed: Generated<number>;
}

export interface ReminderOptOutsTable {
  member_id: number;
  opted_out_at: string;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** Keys every instance shares, made once (the VAPID pair). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

// Webhooks (migration 0018): features/webhooks.
export interface WebhookEndpointsTable {
  id: Generated<number>;
  /** Deleting the partner deletes its endpoints (and their queue and log). */
  partner_id: number;
  url: string;
  /** `whsec_` and the base64 signing key. */
  secret: string;
  /** JSON text: the event types (WebhookEventType[]). */
  events: string;
  created_at: string;
}

export type WebhookDeliveryStatusValue = 'pending' | 'delivered' | 'failed';

/** One event to deliver to one endpoint (the queue): claimed with a lease, retried, settled. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  /** The `webhook-id` header: the same on every try. */
  event_id: string;
  event_type: string;
  /** The JSON body, fixed when the event was written. */
  body: string;
  status: WebhookDeliveryStatusValue;
  attempts: Generated<number>;
  /** Not tried before (ISO). */
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  settled_at: string | null;
}

/** One try (the delivery log). */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  endpoint_id: number;
  attempted_at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  ok: number;
}

export interface DB {
  members: MembersTable;
  admins: AdminsTable;
  admin_invites: AdminInvitesTable;
  partners: PartnersTable;
  uploads: UploadsTable;
  visits: VisitsTable;
  payments: PaymentsTable;
  contact_queries: ContactQueriesTable;
  member_cards: MemberCardsTable;
  card_revocations: CardRevocationsTable;
  directory_changes: DirectoryChangesTable;
  card_keys: CardKeysTable;
  verify_misses: VerifyMissesTable;
  audit_log: AuditLogTable;
  partner_api_keys: PartnerApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_counters: RateLimitCountersTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  mail_outbox: MailOutboxTable;
  password_links: PasswordLinksTable;
  renewal_requests: RenewalRequestsTable;
  reminders_sent: RemindersSentTable;
  reminder_opt_outs: ReminderOptOutsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMemberRow = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;
export type AdminRow = Selectable<AdminsTable>;
export type PartnerRow = Selectable<PartnersTable>;
export type NewPartnerRow = Insertable<PartnersTable>;
export type PartnerUpdate = Updateable<PartnersTable>;
export type UploadRow = Selectable<UploadsTable>;
export type VisitRow = Selectable<VisitsTable>;
export type NewVisitRow = Insertable<VisitsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type ContactQueryRow = Selectable<ContactQueriesTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type NewContactQueryRow = Insertable<ContactQueriesTable>;
