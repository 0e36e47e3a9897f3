// Where a directory card's actions lead: the phone's dialler, WhatsApp and a maps search. Partners
// type their number as they like ("98450 12345", "+91-98450-12345", "080 2345 6789"), so each
// link is built from its digits.
import type { DirectoryPartner } from '@mcs/shared';

/** The number's digits without India's country code or trunk 0: "080 2345 6789" → 8023456789. */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** `tel:` for the number, in international form when it is an Indian 10-digit number. */
export function callHref(phone: string): string {
  const national = nationalDigits(phone);
  if (national.length === 10) return `tel:+91${national}`;
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A WhatsApp chat with the number, only for an Indian mobile (10 digits from 6 to 9): a
 * landline has no WhatsApp, and wa.me wants the country code without a plus. A number written
 * with a leading 0 is taken as a landline with its STD code ("080 2345 6789"): after the 0, a
 * Bengaluru or Ahmedabad number looks like a mobile.
 */
export function whatsAppHref(phone: string): string | null {
  if (/^0/.test(phone.trim())) return null;
  const national = nationalDigits(phone);
  return /^[6-9]\d{9}$/.test(national) ? `https://wa.me/91${national}` : null;
}

/** A maps search for the partner's full address, which opens the maps app on a phone. */
export function directionsHref(
  partner: Pick<DirectoryPartner, 'address' | 'district' | 'state' | 'pincode'>,
): string {
  const address = [partner.address, partner.district, `${partner.state} ${partner.pincode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * A clinic photo's address: the directory gives `uploads/<name>`, relative to the server, which
 * serves the page too; read from the site's root so a nested route does not bend it.
 */
export function photoSrc(path: string): string {
  if (/^https?:/i.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}
