// The admin searches done in the browser: applications by name, type,
// state and district; queries by subject, name, email and status. Case-insensitive substrings;
// blank text matches everything.
import type { ContactQuery, PartnerApplication } from '@mcs/shared';

function matcher(text: string): (fields: readonly (string | null)[]) => boolean {
  const needle = text.trim().toLowerCase();
  return (fields) => needle === '' || fields.some((f) => f?.toLowerCase().includes(needle));
}

export function filterApplications(
  applications: readonly PartnerApplication[],
  text: string,
): PartnerApplication[] {
  const matches = matcher(text);
  return applications.filter((a) => matches([a.name, a.type, a.state, a.district]));
}

export function filterQueries(queries: readonly ContactQuery[], text: string): ContactQuery[] {
  const matches = matcher(text);
  return queries.filter((q) => matches([q.subject, q.name, q.email, q.status]));
}
