// The migration record: every migration by name, in order. Kysely runs the ones not yet applied
// at start (no file scanning, so it works the same under tsx, vitest and a bundle).
// To add one: write `NNNN-what.ts` exporting a `Migration` (or a function of the dialect) and add
// a line below with the next number. Never edit a migration that has shipped, nor a helpers-NNNN
// file that migrations share: it shipped with migration NNNN, so a change would rebuild old
// databases differently; a migration that needs something else writes a helpers file of its own.
import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { initialMigration } from './0001-initial.ts';
import { cardsMigration } from './0002-cards.ts';
import { memberPhoneMigration } from './0003-member-phone.ts';
import { cardKeysMigration } from './0004-card-keys.ts';
import { memberPhoneFormMigration } from './0005-member-phone-form.ts';
import { visitGuardsMigration } from './0006-visit-guards.ts';
import { sessionGenerationMigration } from './0007-session-generation.ts';
import { auditLogMigration } from './0008-audit-log.ts';
import { directoryFacetsMigration } from './0009-directory-facets.ts';
import { visitPatientMigration } from './0010-visit-patient.ts';
import { directoryOrderMigration } from './0011-directory-order.ts';
import { sharedLimitsMigration } from './0012-shared-limits.ts';
import { standardDiscountMigration } from './0013-standard-discount.ts';
import { mustChangePasswordMigration } from './0014-must-change-password.ts';
import { mailOutboxMigration } from './0016-mail-outbox.ts';
import { renewalsRemindersMigration } from './0017-renewals-reminders.ts';
import { webhooksMigration } from './0018-webhooks.ts';
import { apiKeysIdempotencyMigration } from './0019-api-keys-idempotency.ts';
import { adminReportIndexesMigration } from './0020-admin-report-indexes.ts';
import { countedVisitsIndexMigration } from './0021-counted-visits-index.ts';
import { currentDistrictNamesMigration } from './0022-current-district-names.ts';

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_cards': cardsMigration(dialect),
    '0003_member_phone': memberPhoneMigration,
    '0004_card_keys': cardKeysMigration(dialect),
    '0005_member_phone_form': memberPhoneFormMigration,
    '0006_visit_guards': visitGuardsMigration(dialect),
    '0007_session_generation': sessionGenerationMigration(dialect),
    '0008_audit_log': auditLogMigration(dialect),
    '0009_directory_facets': directoryFacetsMigration(dialect),
    '0010_visit_patient': visitPatientMigration,
    '0011_directory_order': directoryOrderMigration(dialect),
    '0012_shared_limits': sharedLimitsMigration,
    '0013_standard_discount': standardDiscountMigration,
    '0014_must_change_password': mustChangePasswordMigration,
    '0016_mail_outbox': mailOutboxMigration(dialect),
    '0017_renewals_reminders': renewalsRemindersMigration(dialect),
    '0018_webhooks': webhooksMigration(dialect),
    '0019_api_keys_idempotency': apiKeysIdempotencyMigration(dialect),
    '0020_admin_report_indexes': adminReportIndexesMigration,
    '0021_counted_visits_index': countedVisitsIndexMigration,
    '0022_current_district_names': currentDistrictNamesMigration,
  };
}
