// What the desk's one input field holds: a typed membership ID, or a whole card (a compact JWS)
// pasted, scanned from a QR or typed by a keyboard-wedge barcode scanner. Cards are checked on the
// device first; IDs can only be checked by the server.

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export type DeskInput =
  { kind: 'empty' } | { kind: 'card'; jws: string } | { kind: 'id'; id: string };

/** Trimmed; a compact JWS is a card, anything else is a membership ID for the server to read. */
export function readDeskInput(text: string): DeskInput {
  // A wedge scanner may end with a newline or tab; spaces inside a JWS are never part of it.
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const compact = trimmed.replace(/\s+/g, '');
  if (compact.startsWith('eyJ') && COMPACT_JWS.test(compact)) return { kind: 'card', jws: compact };
  return { kind: 'id', id: trimmed };
}

/** '10%' -> 10; anything unreadable -> 0 (no discount is assumed rather than a wrong one). */
export function percentOf(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : 0;
}

/** The saving on a bill at a discount, in rupees to the paisa. */
export function savedOn(bill: number, discountPercent: number): number {
  return Math.round(bill * discountPercent) / 100;
}

/** en-IN date of an ISO instant, as the spec shows dates. */
export function showDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
}
