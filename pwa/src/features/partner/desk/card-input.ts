// What the desk's one input field holds: a typed membership ID, or a whole card pasted, scanned
// from a QR or typed by a keyboard-wedge barcode scanner: a compact card (`MCS1:` + Base45) or a
// compact JWS of the first format. Cards are checked on the device first; IDs can only be checked
// by the server.
import { cardFormatOf } from '@mcs/shared';

export type DeskInput =
  | { kind: 'empty' }
  /** `jws`: the card's text, in either format. */
  | { kind: 'card'; jws: string }
  | { kind: 'id'; id: string };

/** Trimmed; a card in either format is a card, anything else a membership ID for the server. */
export function readDeskInput(text: string): DeskInput {
  // A wedge scanner may end with a newline or tab. Base45 never ends in a space, but has spaces
  // inside it: a compact card keeps them; none is ever part of a JWS.
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (cardFormatOf(trimmed) === 'compact') return { kind: 'card', jws: trimmed };
  const compact = trimmed.replace(/\s+/g, '');
  if (cardFormatOf(compact) === 'jws') return { kind: 'card', jws: compact };
  return { kind: 'id', id: trimmed };
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
