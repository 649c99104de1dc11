/**
 * File contents in an S3-compatible object store (AWS S3, MinIO, …), for nodes on several hosts
 * (issue 31). Same contract as the local disk: uploads streamed, an object appears only once its
 * upload completed (a failed one is aborted, so nothing stays under the key), downloads streamed,
 * copies made by the store itself. Objects are named `files/<key>` in the bucket.
 */
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../../config.ts';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/**
 * Bytes of an upload held in memory before they go to the store as one part: S3's smallest part
 * (the last may be smaller). An upload fills one buffer of this size, sends it and waits for the
 * store before it reads on, so a node's UPLOADS_PER_NODE uploads hold that many buffers; a file
 * smaller than this goes in a single PutObject.
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

const SOCKET_IDLE_MS = 120_000;

export function createS3Storage(config: ObjectStoreConfig): FileStorage {
  // Connections to the store, unbounded as Node's own: an open download holds one until its
  // reader has it all (or goes away), so under the SDK's default of 50, a few dozen slow
  // downloads would make every other upload, download and removal wait behind them. What bounds
  // them is the node's connections from browsers, and UPLOADS_PER_NODE for uploads.
  const agent = { keepAlive: true, maxSockets: Infinity };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: since early 2025 the SDK adds CRC32 checksums to
    // every upload by default, which several S3-compatible stores refuse or store wrongly.
    // Integrity in transit stays with TLS and the signed request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5000,
      // A store that stops answering fails the request after this long without a byte either
      // way, so an upload gives its slot back; a download whose reader paused that long ends.
      socketTimeout: SOCKET_IDLE_MS,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `files/${assertStorageKey(key)}`;
  const where = config.endpoint ?? `AWS S3 (${config.region})`;

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data }));
    },
    async write(key, chunks) {
      const Key = objectKey(key);
      try {
        await writeInParts(client, { Bucket, Key }, chunks);
      } catch (error) {
        // Nothing completed the object; removing the key also covers a failure reported after
        // the store had completed it (the reply lost on the way back).
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw error;
      }
    },
    async openRead(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(reply.Body instanceof Readable)) throw new Error('the object store sent no stream');
        return reply.Body;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      // The store copies the bytes itself (up to 5 GB in one request; files are far smaller).
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: objectKey(toKey),
          CopySource: `${Bucket}/${objectKey(fromKey)}`,
        }),
      );
    },
    async remove(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(
          `The object store for files cannot be used: bucket "${Bucket}" at ${where} ` +
            `${describe(error)}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys ` +
            '(they need to list, read, write and delete objects in the bucket).',
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * Streams the chunks to the object: each part filled into one buffer, sent, and only then the
 * source read on (so the upload's sender is held back, never buffered). A content that fits one
 * part goes in one PutObject; a larger one in a multipart upload, which is aborted on any failure
 * (its parts are not kept, nor billed) and appears only when completed.
 */
async function writeInParts(
  client: S3Client,
  target: { Bucket: string; Key: string },
  chunks: AsyncIterable<Buffer>,
): Promise<void> {
  const part = Buffer.allocUnsafe(UPLOAD_PART_BYTES);
  let filled = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  const sendPart = async () => {
    if (uploadId === undefined) {
      const created = await client.send(new CreateMultipartUploadCommand(target));
      if (!created.UploadId) throw new Error('the object store sent no upload id');
      uploadId = created.UploadId;
    }
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        ...target,
        UploadId: uploadId,
        PartNumber,
        Body: part.subarray(0, filled),
      }),
    );
    if (!ETag) throw new Error(`the object store sent no ETag for part ${PartNumber}`);
    parts.push({ ETag, PartNumber });
    filled = 0;
  };
  try {
    for await (const chunk of chunks) {
      for (let at = 0; at < chunk.length;) {
        const copied = chunk.copy(part, filled, at);
        filled += copied;
        at += copied;
        if (filled === part.length) await sendPart();
      }
    }
    if (uploadId === undefined) {
      await client.send(new PutObjectCommand({ ...target, Body: part.subarray(0, filled) }));
      return;
    }
    if (filled > 0) await sendPart();
    await client.send(
      new CompleteMultipartUploadCommand({
        ...target,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    if (uploadId !== undefined)
      await client
        .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
        .catch(() => undefined);
    throw error;
  }
}

/**
 * S3 answers a missing key with NoSuchKey (404), or with 403 when the keys may not list the
 * bucket (then it is an error here, as the start-up check asks for that right). A missing bucket
 * is an error, never a missing file.
 */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

function describe(error: unknown): string {
  const { name, message, $metadata } = error as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (status !== undefined) return `answered ${name ?? 'an error'} (HTTP ${status})`;
  return `could not be reached (${message ?? String(error)})`;
}
