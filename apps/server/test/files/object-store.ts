/**
 * An S3-compatible object store for the tests: s3rver, started in-process on 127.0.0.1 at a
 * random port over a temporary folder, so the S3 tests need nothing but Node. It knows one access
 * key (an unknown one gets 403) but does not verify V4 signatures. s3rver 3.7 answers AbortMultipartUpload with 405, so that one request is
 * served here (the upload's parts are dropped, as S3 does); every request is also recorded.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../../src/config.ts';

export const TEST_BUCKET = 'tendermark-test';
/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const OBJECT_SUFFIX = '._S3rver_object';

/** A request as the store saw it: `DELETE files/<key>?uploadId`, `PUT files/<key> copy`, … */
export type StoreRequest = { method: string; key: string; query: string[]; isCopy: boolean };

export type TestObjectStore = {
  config: ObjectStoreConfig;
  /** Keys of the objects in the bucket (`files/<key>`), sorted. */
  objectKeys(): Promise<string[]>;
  /** Every file s3rver keeps for the bucket: objects, their metadata and unfinished uploads' parts. */
  storedFiles(): Promise<string[]>;
  requests: StoreRequest[];
  /** Called as each request arrives, before it is served. */
  onRequest?: (request: StoreRequest) => void;
  close(): Promise<void>;
};

export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tendermark-s3-'));
  const bucketDirectory = path.join(directory, TEST_BUCKET);
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: StoreRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://store');
    const [, bucket, ...key] = url.pathname.split('/');
    const method = request.method ?? '';
    const seen: StoreRequest = {
      method,
      key: decodeURIComponent(key.join('/')),
      query: [...url.searchParams.keys()].filter((name) => name !== 'x-id'),
      isCopy: 'x-amz-copy-source' in request.headers,
    };
    requests.push(seen);
    store.onRequest?.(seen);
    const uploadId = url.searchParams.get('uploadId');
    if (method === 'DELETE' && uploadId !== null && bucket === TEST_BUCKET) {
      if (!/^[\w-]+$/.test(uploadId)) return void response.writeHead(400).end();
      const parts = path.join(bucketDirectory, '._S3rver_uploads', uploadId);
      rm(parts, { recursive: true, force: true }).then(
        () => response.writeHead(204).end(),
        () => response.writeHead(500).end(),
      );
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the object store did not listen');

  const storedFiles = async () => {
    const entries = await readdir(bucketDirectory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(bucketDirectory, path.join(entry.parentPath, entry.name)))
      .sort();
  };
  const store: TestObjectStore = {
    config: {
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      ...CREDENTIALS,
    },
    storedFiles,
    async objectKeys() {
      return (await storedFiles())
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'));
    },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
  return store;
}
