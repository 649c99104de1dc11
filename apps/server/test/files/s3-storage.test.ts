// The object-store file storage (issue 31) against an S3-compatible server started by the test:
// the same contract as the local disk (streamed, nothing left by a failed upload, missing keys).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/modules/files/file-storage.ts';
import { UPLOAD_PART_BYTES, createS3Storage } from '../../src/modules/files/s3-storage.ts';
import { startObjectStore, type TestObjectStore } from './object-store.ts';

async function readAll(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The content in chunks of at most 1 MB, as an upload arrives; `failAfter` bytes, then an error. */
async function* chunksOf(content: Buffer, failAfter?: number): AsyncGenerator<Buffer> {
  const end = failAfter ?? content.length;
  for (let at = 0; at < end; at += 1024 * 1024)
    yield content.subarray(at, Math.min(at + 1024 * 1024, end));
  if (failAfter !== undefined) throw new Error('the upload was cut off');
}

describe('file storage in an S3-compatible object store', () => {
  let store: TestObjectStore;
  let storage: FileStorage;

  beforeAll(async () => {
    store = await startObjectStore();
    storage = createS3Storage(store.config);
  });
  afterAll(async () => {
    storage.close?.();
    await store.close();
  });
  beforeEach(() => {
    store.requests.length = 0;
  });

  const key = () => randomUUID();

  it('puts a content and reads it back as a stream, stored under files/<key>', async () => {
    const id = key();
    await storage.put(id, Buffer.from('hello, bucket'));
    expect(await store.objectKeys()).toContain(`files/${id}`);
    const stream = await storage.openRead(id);
    expect((await readAll(stream))?.toString()).toBe('hello, bucket');
  });

  it('writes a small upload in one request, and a larger one part by part', async () => {
    const small = randomBytes(300 * 1024);
    const smallKey = key();
    await storage.write(smallKey, chunksOf(small));
    expect(store.requests.map((request) => [request.method, request.query])).toEqual([['PUT', []]]);
    expect((await readAll(await storage.openRead(smallKey)))?.equals(small)).toBe(true);

    store.requests.length = 0;
    const large = randomBytes(2 * UPLOAD_PART_BYTES + 12345);
    const largeKey = key();
    await storage.write(largeKey, chunksOf(large));
    const parts = store.requests.filter((request) => request.query.includes('partNumber'));
    expect(parts).toHaveLength(3);
    expect((await readAll(await storage.openRead(largeKey)))?.equals(large)).toBe(true);
  });

  it('reads the source no further than one part ahead of the store', async () => {
    let read = 0;
    async function* counted(content: Buffer): AsyncGenerator<Buffer> {
      for await (const chunk of chunksOf(content)) {
        read += chunk.length;
        yield chunk;
      }
    }
    const readWhenPartArrived: number[] = [];
    store.onRequest = (request) => {
      if (request.query.includes('partNumber')) readWhenPartArrived.push(read);
    };
    try {
      await storage.write(key(), counted(randomBytes(3 * UPLOAD_PART_BYTES)));
    } finally {
      store.onRequest = undefined;
    }
    expect(readWhenPartArrived).toEqual([1, 2, 3].map((parts) => parts * UPLOAD_PART_BYTES));
  });

  it('writes a content of exactly one part, and an empty one', async () => {
    const exact = randomBytes(UPLOAD_PART_BYTES);
    const exactKey = key();
    await storage.write(exactKey, chunksOf(exact));
    expect((await readAll(await storage.openRead(exactKey)))?.equals(exact)).toBe(true);

    const id = key();
    await storage.write(id, chunksOf(Buffer.alloc(0)));
    expect((await readAll(await storage.openRead(id)))?.length).toBe(0);
  });

  it('answers undefined for a missing key, and removes a missing key without error', async () => {
    expect(await storage.openRead(key())).toBeUndefined();
    await expect(storage.remove(key())).resolves.toBeUndefined();
  });

  it('removes a content', async () => {
    const id = key();
    await storage.put(id, Buffer.from('short-lived'));
    await storage.remove(id);
    expect(await storage.openRead(id)).toBeUndefined();
    expect(await store.objectKeys()).not.toContain(`files/${id}`);
  });

  it('copies in the store itself (the bytes never pass through the server), independently', async () => {
    const source = key();
    const target = key();
    const content = randomBytes(64 * 1024);
    await storage.put(source, content);
    store.requests.length = 0;
    await storage.copy(source, target);
    expect(store.requests).toEqual([
      { method: 'PUT', key: `files/${target}`, query: [], isCopy: true },
    ]);
    await storage.remove(source);
    expect((await readAll(await storage.openRead(target)))?.equals(content)).toBe(true);
  });

  it('keeps serving while many downloads are open (each holds a connection to the store)', async () => {
    const id = key();
    await storage.put(id, randomBytes(1024 * 1024));
    // More than the SDK's default of 50 connections, each with more than its buffers hold and
    // none read yet (slow browsers): with that default, the put below waited for ever.
    const open = await Promise.all(Array.from({ length: 60 }, () => storage.openRead(id)));
    try {
      const other = key();
      await storage.put(other, Buffer.from('still served'));
      expect((await readAll(await storage.openRead(other)))?.toString()).toBe('still served');
    } finally {
      for (const stream of open) stream?.destroy();
    }
  });

  it('refuses a copy of a missing content', async () => {
    await expect(storage.copy(key(), key())).rejects.toThrow();
  });

  it('refuses keys the server did not make, before asking the store', async () => {
    for (const bad of ['../../etc/passwd', 'a/b', 'UPPERCASE-KEY', 'short'])
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.openRead('../secret')).rejects.toThrow(/invalid storage key/);
    expect(store.requests).toEqual([]);
  });

  it('leaves nothing when the source fails within the first part', async () => {
    const before = await store.storedFiles();
    const id = key();
    await expect(
      storage.write(id, chunksOf(randomBytes(2 * 1024 * 1024), 1536 * 1024)),
    ).rejects.toThrow('the upload was cut off');
    expect(await storage.openRead(id)).toBeUndefined();
    expect(await store.storedFiles()).toEqual(before);
  });

  it('aborts the multipart upload when the source fails after parts went up: no object, no parts', async () => {
    const before = await store.storedFiles();
    const id = key();
    const content = randomBytes(3 * UPLOAD_PART_BYTES);
    await expect(storage.write(id, chunksOf(content, 2 * UPLOAD_PART_BYTES + 1))).rejects.toThrow(
      'the upload was cut off',
    );
    const sent = (query: string) =>
      store.requests.filter((request) => request.query.includes(query)).map((r) => r.method);
    expect(sent('partNumber')).toEqual(['PUT', 'PUT']);
    expect(sent('uploadId')).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(await storage.openRead(id)).toBeUndefined();
    expect(await store.storedFiles()).toEqual(before);
  });

  it('checks the bucket at start, and names what is wrong', async () => {
    await expect(storage.check?.()).resolves.toBeUndefined();
    const missing = createS3Storage({ ...store.config, bucket: 'no-such-bucket' });
    await expect(missing.check?.()).rejects.toThrow(
      `bucket "no-such-bucket" at ${store.config.endpoint} answered NotFound (HTTP 404)`,
    );
    // A missing bucket is an error, never a missing file.
    await expect(missing.openRead(key())).rejects.toThrow();
    missing.close?.();
    const wrongKey = createS3Storage({ ...store.config, accessKeyId: 'UNKNOWN' });
    await expect(wrongKey.check?.()).rejects.toThrow(/answered \w+ \(HTTP 403\)/);
    wrongKey.close?.();
  });
});
