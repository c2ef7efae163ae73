/**
 * The sections of BENCHMARKS.md that commands other than `npm run bench` measure (Chromium,
 * first load, counting in the page): each replaces only its own section, from its heading to
 * the next heading of its level or above, and leaves the rest of the file as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export function writeSection(heading: string, note: string, rows: readonly string[]): void {
  const text = readFileSync('BENCHMARKS.md', 'utf8');
  const level = heading.indexOf(' ');
  const at = text.indexOf(heading);
  // The section ends at the next heading of the same level or above ("\n## " ends a "### " section too).
  const ends = Array.from({ length: level - 1 }, (_, i) => `\n${'#'.repeat(i + 2)} `);
  const nexts = at >= 0 ? ends.map((end) => text.indexOf(end, at + heading.length)).filter((i) => i >= 0) : [];
  const next = nexts.length > 0 ? Math.min(...nexts) : -1;
  const before = at >= 0 ? text.slice(0, at) : `${text.trimEnd()}\n\n`;
  const after = next >= 0 ? text.slice(next) : '';
  writeFileSync('BENCHMARKS.md', `${before}${heading}\n\n${note}\n\n${rows.join('\n')}\n${after}`);
}
