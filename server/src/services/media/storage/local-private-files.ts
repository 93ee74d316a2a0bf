/**
 * The local driver's private files (documents only an authorised route reads): under their own folder,
 * outside the served uploads and the unused-media sweep.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError, messages } from '../../../domain/index.ts';
import { isSafeKey, type PrivateFiles } from './upload-storage.ts';

export function localPrivateFiles(privateRoot: string): PrivateFiles {
  const privateFileOf = (key: string) => {
    const file = path.resolve(privateRoot, key);
    if (!isSafeKey(key) || !file.startsWith(`${privateRoot}${path.sep}`)) throw new DomainError('invalid', messages.uploadUrlInvalid);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = privateFileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async read(key) {
      return readFile(privateFileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(key) {
      await rm(privateFileOf(key), { force: true });
    },
  };
}
