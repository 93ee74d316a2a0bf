// The server as `npm start` and the Docker image run it: server/src and the migrations compiled to JavaScript in
// server/dist/code (the migrations in server/dist/code/migrations; server/src/paths.ts finds them). Run by
// scripts/build-if-missing.mjs when the sources changed.
//
// Why: running the .ts files makes Node load its TypeScript stripper (a WebAssembly build of swc) into the server,
// where it stays for the process's life: ~10 MB of a small server's memory (measured with `npm run bench`).
// How: Node's own stripper (module.stripTypeScriptTypes) blanks the types out with spaces, so every line and column
// stays where it was and stack traces point into the .ts sources without source maps; relative imports of `.ts`
// files become `.js` (the same length), found by es-module-lexer rather than by a pattern over the text.
import { globSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--out=<dir>` writes elsewhere (the tests compile into a directory of their own).
const outArgument = process.argv.find((a) => a.startsWith('--out='));
const output = outArgument ? path.resolve(outArgument.slice('--out='.length)) : path.join(root, 'server', 'dist', 'code');
// What is compiled where: server/src/x/y.ts -> dist/code/x/y.js, migrations/z.ts -> dist/code/migrations/z.js.
const trees = [
  { from: path.join(root, 'server', 'src'), to: '' },
  { from: path.join(root, 'migrations'), to: 'migrations' },
];

/** `import './a.ts'` -> `import './a.js'`, for relative specifiers only (packages keep theirs). */
function withJsImports(code, file) {
  const [imports] = parse(code, file);
  let result = '';
  let from = 0;
  for (const { specifier, start, end } of imports) {
    if (!specifier || !/^\.{1,2}\//.test(specifier) || !specifier.endsWith('.ts')) continue;
    // Static imports: start..end is the specifier without quotes. Dynamic ones: the whole argument, quotes included.
    const text = code.slice(start, end);
    const at = start + text.lastIndexOf('.ts');
    result += `${code.slice(from, at)}.js`;
    from = at + 3;
  }
  return result + code.slice(from);
}

await init();
const staging = `${output}.partial`;
rmSync(staging, { recursive: true, force: true });
let count = 0;
for (const { from, to } of trees) {
  for (const file of globSync('**/*.ts', { cwd: from, exclude: (name) => name.endsWith('.d.ts') })) {
    const source = readFileSync(path.join(from, file), 'utf8');
    const code = withJsImports(stripTypeScriptTypes(source, { mode: 'strip', sourceUrl: path.join(from, file) }), file);
    const target = path.join(staging, to, file.replace(/\.ts$/, '.js'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, code);
    count += 1;
  }
}
// A server starting meanwhile sees the old tree or the new one, never half of one.
rmSync(output, { recursive: true, force: true });
renameSync(staging, output);
console.log(`compile-server: ${count} files -> ${path.relative(root, output)}`);
