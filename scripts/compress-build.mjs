// Writes brotli (.br) and gzip (.gz) files beside every text file of a build folder, so the server
// sends them with @fastify/static's `preCompressed` and never compresses per request or at start.
// Fonts and images keep their own formats. Usage: node scripts/compress-build.mjs <dir> [<dir>...]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

async function* filesIn(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else if (compressible.has(path.extname(entry.name))) yield full;
  }
}

async function compressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return [0, 0, 0];
  const text = path.extname(file) !== '.map';
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return [body.length, br.length, gz.length];
}

const directories = process.argv.slice(2);
if (!directories.length) {
  console.error('usage: node scripts/compress-build.mjs <dir> [<dir>...]');
  process.exit(2);
}
for (const directory of directories) {
  if (!(await stat(directory).catch(() => null))?.isDirectory()) {
    console.error(`compress-build: ${directory} is not a directory`);
    process.exit(1);
  }
  const totals = [0, 0, 0];
  let count = 0;
  for await (const file of filesIn(directory)) {
    const sizes = await compressFile(file);
    if (!sizes[0]) continue;
    count += 1;
    sizes.forEach((size, i) => (totals[i] += size));
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`compress-build: ${directory}: ${count} files, ${kb(totals[0])} -> brotli ${kb(totals[1])}, gzip ${kb(totals[2])}`);
}
