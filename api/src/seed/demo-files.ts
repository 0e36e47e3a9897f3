// Real documents for the demo applications and the tests: committed files in ./fixtures (a
// one-page PDF certificate per demo application, PNG clinic photos), so both pass the
// content-type checks honestly without a PDF or PNG library at seed time. The production build
// copies the folder next to the bundle (api/scripts/build.mjs), where this same relative URL
// finds it. Adding a demo application means adding its certificate here (fixtures/README.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('./fixtures/', import.meta.url);

function fixture(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(name, FIXTURES)));
}

/** 'harmony@apply.demo.mcs' -> 'harmony': the name its fixture files carry. */
function slugOf(email: string): string {
  return email.slice(0, email.indexOf('@'));
}

/** The registration certificate (PDF) of a demo application, by its sign-in email. */
export function demoCertificate(email: string): Buffer {
  return fixture(`certificate-${slugOf(email)}.pdf`);
}

/** A clinic's two photos (PNG): its own front and a shared interior. */
export function demoClinicPhotos(email: string): Buffer[] {
  return [fixture(`clinic-${slugOf(email)}.png`), fixture('clinic-interior.png')];
}
