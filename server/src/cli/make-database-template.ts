/**
 * `npm run build -w server` (run by `npm start` when missing, like the site's build): the empty database cluster that
 * new embedded databases copy (db/connect.ts), so the server itself never runs PGlite's initdb and its memory peak.
 */
import { makeDatabaseTemplate } from '../db/connect.ts';

const started = performance.now();
const dir = await makeDatabaseTemplate();
console.log(`Database template made in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dir}`);
