// Fails when a file in the repository points to a document the repository does not hold: a
// section of the product spec, the design notes or the style guide ("spec section 5",
// "DESIGN.md 6", "see STYLE.md"), or an issue's finding number. A newcomer has only this
// repository, so a comment states the rule itself. `node scripts/check-doc-pointers.mjs`
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const POINTERS = [
  /\bspec(?:'s)?\s+(?:sections?|§)\s*\d/i,
  /\bspec\s+\d/i,
  /\(spec\b/i,
  /\bDESIGN(?:\.md)?\s+(?:sections?\s+)?\d/i,
  /\bDESIGN\s+pitfalls\b/i,
  /\b(?:DESIGN|STYLE)\.md\b/i,
  /\bproduct-spec\b/i,
  /\bissue\s+\d+\s*[,:]?\s*findings?\b/i,
  /\(issue\s+\d+\)/i,
];
const TEXT = /\.(?:[cm]?[jt]sx?|css|html|md|ya?ml|sh)$/;
// This file names the patterns it forbids; licences quote their own sections.
const SKIP = [/^scripts\/check-doc-pointers\.mjs$/, /LICENSE/, /(?:^|\/)node_modules\//];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => TEXT.test(file) && !SKIP.some((skip) => skip.test(file)));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if (POINTERS.some((pointer) => pointer.test(line)))
      found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}

if (found.length > 0) {
  console.error(
    'These lines point to a document outside the repository; say the rule itself instead:\n' +
      found.join('\n'),
  );
  process.exit(1);
}
