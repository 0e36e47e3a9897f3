// Card verification at the counter: time per card for verifyCard (signature with the cached
// JWKS, expiry, revocation lookup in a list of 10,000 rids), the work desk mode does per scan.
import QRCode from 'qrcode';
import {
  CARD_QR_VERSION_MAX,
  generateCardKey,
  newCardRid,
  signCard,
  verifyCard,
} from '@mcs/shared';
import { median, perSecond, printTable, timed } from './bench-kit.ts';

const CARDS = 2_000;
const ROUNDS = 5;

async function main() {
  const key = await generateCardKey();
  const jwks = { keys: [key.publicJwk] };
  const revoked = new Set(Array.from({ length: 10_000 }, () => newCardRid()));
  const now = Math.floor(Date.now() / 1000);
  const jws = await signCard(
    {
      iss: 'https://medicostsaver.in',
      sub: 'MCS-2026-4F9A2C',
      name: 'Asha Ramachandran',
      plan: 'Annual',
      exp: now + 300 * 86_400,
      iat: now,
      family: [
        { name: 'Ravi Ramachandran', relationship: 'Spouse' },
        { name: 'Meera Ramachandran', relationship: 'Daughter' },
      ],
      rid: newCardRid(),
    },
    { kid: key.kid, privateKey: key.privateJwk },
  );

  await verifyCard(jws, { jwks, revokedRids: revoked }); // warm the key import cache
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(
      await timed(async () => {
        for (let i = 0; i < CARDS; i++) {
          const result = await verifyCard(jws, { jwks, revokedRids: revoked });
          if (!result.ok) throw new Error(result.message);
        }
      }),
    );
  }
  const ms = median(rounds);
  printTable(`Card verify: ${CARDS.toLocaleString('en-IN')} scans (median of ${ROUNDS})`, [
    ['time per card', `${((ms / CARDS) * 1000).toFixed(0)} µs`],
    ['cards per second', perSecond(CARDS, ms)],
    [
      'card size',
      `${jws.length} characters, QR version ${QRCode.create(jws, { errorCorrectionLevel: 'M' }).version} (at most ${CARD_QR_VERSION_MAX}, level M)`,
    ],
  ]);
}

await main();
