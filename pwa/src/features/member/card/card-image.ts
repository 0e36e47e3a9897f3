import type { Say } from '../i18n/words.ts';
import { planWord, relationshipWord } from '../i18n/words.ts';
import type { CardView } from './card-view.ts';

const WIDTH = 900;
const QR_SIZE = 780;
const PAD = 60;

/** The words and the date format of the member's language, for the image's text. */
export interface CardWords {
  t: Say;
  date: (d: Date | string) => string;
}

/**
 * The digital card as a PNG: the member's details above a large, black-on-white QR code with its
 * quiet zone, so a printout or a forwarded photo scans like the screen does. `qr` is a canvas the
 * QR code was drawn on; it is scaled without smoothing so the modules stay sharp. The labels are in
 * the member's language, like the card on screen.
 */
export function drawCardImage(
  view: CardView,
  qr: HTMLCanvasElement,
  { t, date }: CardWords,
): Promise<Blob> {
  const lines: Array<[string, string]> = [
    [t('card.memberId'), view.membershipId],
    [t('card.plan'), planWord(t, view.plan)],
    [t('card.status'), t(`status.${view.status}`)],
    [t('card.validUntil'), date(view.validUntil)],
  ];
  // One family member a line: squeezed onto one, a family of four became unreadable.
  view.family.forEach((f, i) =>
    lines.push([
      i === 0 ? t('card.family') : '',
      `${f.name} (${relationshipWord(t, f.relationship)})`,
    ]),
  );
  const headerH = 110;
  const textTop = headerH + PAD;
  const lineH = 52;
  const qrTop = textTop + 70 + lines.length * lineH + 20;
  const height = qrTop + QR_SIZE + PAD;

  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error(t('card.cannotDraw')));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = '#0b6e4f';
  ctx.fillRect(0, 0, WIDTH, headerH);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 44px system-ui, sans-serif';
  ctx.fillText(t('card.imageTitle'), PAD, 72);

  ctx.fillStyle = '#000000';
  ctx.font = 'bold 48px system-ui, sans-serif';
  ctx.fillText(view.name, PAD, textTop + 40, WIDTH - 2 * PAD);
  lines.forEach(([label, value], i) => {
    const y = textTop + 70 + (i + 1) * lineH - 12;
    ctx.font = '30px system-ui, sans-serif';
    ctx.fillStyle = '#4d5866';
    ctx.fillText(label, PAD, y);
    ctx.fillStyle = '#000000';
    ctx.font = 'bold 32px system-ui, sans-serif';
    ctx.fillText(value, PAD + 220, y, WIDTH - 2 * PAD - 220);
  });

  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, (WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE, QR_SIZE);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t('card.imageFailed')))),
      'image/png',
    ),
  );
}

export function cardFileName(view: CardView): string {
  return `medicostsaver-card-${view.membershipId}.png`;
}

/** Whether this browser can share an image file (Web Share API level 2). */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    const probe = new File([new Uint8Array(1)], 'card.png', { type: 'image/png' });
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}
