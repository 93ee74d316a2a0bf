/**
 * Where the server finds the repository's other files. `npm start` and the Docker image run the server compiled
 * to JavaScript (server/dist/code/, by scripts/compile-server.mjs, with the migrations in dist/code/migrations):
 * Node's own TypeScript stripping otherwise stays in memory (~10 MB) for the process's life. Tests and
 * `npm run dev` run the TypeScript sources themselves.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This file runs as server/dist/code/paths.js (compiled) or server/src/paths.ts. */
const compiled = import.meta.url.endsWith('.js');
const serverDir = fileURLToPath(new URL(compiled ? '../../' : '../', import.meta.url));
const repositoryDir = path.resolve(serverDir, '..');

/** The migrations: the repository's, or their compiled copies beside the compiled server. */
export const migrationsDir = compiled ? path.join(serverDir, 'dist', 'code', 'migrations') : path.join(repositoryDir, 'migrations');
/** The empty database cluster the build makes (db/connect.ts). */
export const databaseTemplateDir = path.join(serverDir, 'dist', 'database-template');
export const siteDistDir = path.join(repositoryDir, 'site', 'dist');
export const adminDistDir = path.join(repositoryDir, 'admin', 'dist');
