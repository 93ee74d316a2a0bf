// Makes the Hindi pages' font file (site/src/fonts, committed; HindiFont.astro preloads it): Noto Sans Devanagari
// regular from @fontsource (bold is drawn from it: one file less ahead of the first paint), cut down to what Hindi
// writes (the Devanagari block, the joiners, ₹, the dotted circle), with every conjunct and mark those need
// (harfbuzz's subsetter keeps the shaping rules). The Vedic signs and the Devanagari Extended block, which Hindi does
// not use, are a fifth of the file: the first paint waits for less.
// Run again after upgrading @fontsource/noto-sans-devanagari: node scripts/subset-hindi-font.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'site/package.json'));
const files = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'));

/** The characters kept; HindiFont.astro's unicode-range says the same. */
const hindiCodePoints = [...Array.from({ length: 0x80 }, (_, i) => 0x900 + i), 0x200c, 0x200d, 0x20b9, 0x25cc];

for (const weight of [400]) {
  const source = await readFile(path.join(files, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
  const subset = await subsetFont(source, String.fromCodePoint(...hindiCodePoints), { targetFormat: 'woff2' });
  const target = path.join(root, 'site/src/fonts', `noto-sans-devanagari-hindi-${weight}.woff2`);
  await writeFile(target, subset);
  console.log(`${path.relative(root, target)}: ${source.length} -> ${subset.length} bytes`);
}
