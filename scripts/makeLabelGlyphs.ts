/**
 * Writes src/print/text/labelGlyphs.ts: the outlines of every character a printed label can
 * hold, from Noto Sans SC Regular (SIL Open Font License 1.1, via @fontsource/noto-sans-sc), so
 * the PDF and its preview draw text as paths: no font embedded, and Chinese never comes out as
 * boxes in any viewer.
 *
 * The characters: printable ASCII and Latin-1 (seeds, numbers, English), a few typographic
 * marks, and every character of the Chinese catalogue (src/i18n/**): whatever the page can say
 * in Chinese, a label can print. Run `npm run glyphs` after adding Chinese text; commit the file
 * it writes (a test checks that every catalogue character has its outline).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';

const FONT_DIR = 'node_modules/@fontsource/noto-sans-sc/files';
const OUT = 'src/print/text/labelGlyphs.ts';

/** Every file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Characters at or above the CJK radicals block: what the Chinese catalogue adds to Latin. */
export function catalogueCharacters(): Set<string> {
  const found = new Set<string>();
  for (const file of filesUnder('src/i18n').filter((f) => f.endsWith('.ts')))
    for (const char of readFileSync(file, 'utf8')) if (char.codePointAt(0)! >= 0x2e80) found.add(char);
  return found;
}

function wanted(): string[] {
  const chars = new Set<string>();
  for (let cp = 0x20; cp <= 0x7e; cp++) chars.add(String.fromCodePoint(cp));
  for (let cp = 0xa0; cp <= 0xff; cp++) chars.add(String.fromCodePoint(cp));
  for (const char of '×·–—…‘’“”•→←↑↓') chars.add(char);
  for (const char of catalogueCharacters()) chars.add(char);
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** A glyph's outline as compact path text in font units, y up: M/L/Q/C/Z with whole numbers. */
function outlineOf(glyph: fontkit.Glyph): string {
  const round = (n: number) => String(Math.round(n));
  return glyph.path.commands
    .map(({ command, args }) => {
      const letter = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command];
      if (!letter) throw new Error(`unexpected path command ${command}`);
      return letter + args.map(round).join(' ');
    })
    .join('');
}

const fonts = readdirSync(FONT_DIR)
  .filter((name) => name.endsWith('-400-normal.woff2'))
  .sort()
  .map((name) => fontkit.create(readFileSync(join(FONT_DIR, name))) as fontkit.Font);
const unitsPerEm = fonts[0]!.unitsPerEm;
const glyphs: [string, number, string][] = [];
const missing: string[] = [];
for (const char of wanted()) {
  const cp = char.codePointAt(0)!;
  const font = fonts.find((f) => f.hasGlyphForCodePoint(cp));
  if (!font) {
    missing.push(char);
    continue;
  }
  const glyph = font.glyphForCodePoint(cp);
  glyphs.push([char, Math.round(glyph.advanceWidth), outlineOf(glyph)]);
}
if (missing.length > 0) throw new Error(`no outline for ${missing.map((c) => `U+${c.codePointAt(0)!.toString(16)}`).join(' ')}`);

const lines = glyphs.map(([char, advance, outline]) => `  ${JSON.stringify(char)}: [${advance}, ${JSON.stringify(outline)}],`);
writeFileSync(
  OUT,
  `// Written by scripts/makeLabelGlyphs.ts (npm run glyphs): do not edit.
//
// Glyph outlines from Noto Sans SC Regular, Copyright 2014-2021 Adobe (http://www.adobe.com/),
// with Reserved Font Name 'Source'. Licensed under the SIL Open Font License, Version 1.1
// (https://openfontlicense.org): a subset, drawn as paths in printed labels.

/** Font units a glyph's em is (its outlines' scale). */
export const UNITS_PER_EM = ${unitsPerEm};

/** Each character's advance and outline (font units, y up: M/L/Q/C/Z with whole numbers). */
export const GLYPHS: Readonly<Record<string, readonly [advance: number, outline: string]>> = {
${lines.join('\n')}
};
`,
);
console.log(`${OUT}: ${glyphs.length} glyphs, ${(readFileSync(OUT).length / 1024).toFixed(0)} KB`);
