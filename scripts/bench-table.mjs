// Prints bench/results.json (written by `npm run bench`) as the Markdown table kept in README.md
// under 'Performance': `node scripts/bench-table.mjs`.
import { readFileSync } from 'node:fs';

const results = JSON.parse(readFileSync(new URL('../bench/results.json', import.meta.url), 'utf8'));

const figure = (value, unit) =>
  `${value.toLocaleString('en-IN', { maximumFractionDigits: value < 10 ? 2 : 1 })} ${unit}`;

const rows = ['| Measure | Figure | Target | |', '|---|---|---|---|'];
for (const [section, { lines }] of Object.entries(results)) {
  rows.push(`| **${section}** | | | |`);
  for (const line of lines) {
    const target =
      line.target === undefined
        ? ''
        : `${(line.better ?? 'lower') === 'lower' ? '≤' : '≥'} ${figure(line.target, line.unit)}`;
    const verdict = line.met === undefined ? '' : line.met ? 'met' : '**missed**';
    const note = line.note ? ` (${line.note})` : '';
    rows.push(
      `| ${line.label} | ${figure(line.value, line.unit)}${note} | ${target} | ${verdict} |`,
    );
  }
}
console.log(rows.join('\n'));
