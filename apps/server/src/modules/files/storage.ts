/**
 * Where file contents live: local disk under DATA_DIR/files (the embedded default), or an
 * S3-compatible object store when one is configured (S3_BUCKET: nodes on several hosts share it).
 */
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../config.ts';
import { assertStorageKey, type FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export type { FileStorage } from './file-storage.ts';

export function createLocalDiskStorage(root: string): FileStorage {
  // Two-letter shards keep directories small.
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), assertStorageKey(key));
  const ensureDir = (file: string) => mkdir(path.dirname(file), { recursive: true });
  return {
    async put(key, data) {
      const file = pathOf(key);
      await ensureDir(file);
      await writeFile(file, data);
    },
    async write(key, chunks) {
      const file = pathOf(key);
      await ensureDir(file);
      try {
        await pipeline(chunks, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async openRead(key) {
      try {
        return (await open(pathOf(key), 'r')).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      const target = pathOf(toKey);
      await ensureDir(target);
      await copyFile(pathOf(fromKey), target);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

const storages = new WeakMap<AppConfig, FileStorage>();

/** The storage of an app: its object store when one is configured, else `${dataDir}/files` on local disk. */
export function fileStorageFor(config: AppConfig): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.objectStore
      ? createS3Storage(config.objectStore)
      : createLocalDiskStorage(path.join(config.dataDir, 'files'));
    storages.set(config, storage);
  }
  return storage;
}

/**
 * At start: fails with a readable error when the configured object store cannot be used (a wrong
 * bucket, endpoint or keys), rather than on the first upload.
 */
export async function checkFileStorage(config: AppConfig): Promise<void> {
  await fileStorageFor(config).check?.();
}

/** When the app closes: lets go of the storage's connections. */
export function closeFileStorage(config: AppConfig): void {
  storages.get(config)?.close?.();
  storages.delete(config);
}
