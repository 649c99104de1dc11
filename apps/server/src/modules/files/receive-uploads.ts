/**
 * Upload requests, streamed: each file of a multipart/form-data body goes to the FileStorage as it
 * arrives (never held whole in memory), its type sniffed from its first bytes, its size bounded per
 * file and by the room its tender or offer has left. A user and a node run only a few uploads at
 * once (upload-slots.ts). Whatever a refused, failed or aborted upload wrote is removed again.
 */
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages, UploadLimits, megabytes, type AttachmentQuota } from '@tendermark/shared';
import type { AppConfig } from '../../config.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import {
  SNIFF_BYTES,
  cleanFileName,
  createTextCheck,
  identifyUpload,
  type AllowedFileType,
} from './file-types.ts';
import { removeContents } from './service.ts';
import { fileStorageFor, type FileStorage } from './storage.ts';
import { UploadsBusyError, uploadSlotsFor } from './upload-slots.ts';

/** A file of the request, already written to the storage under `storageKey`. */
export type StagedUpload = {
  fileName: string;
  type: AllowedFileType;
  size: number;
  storageKey: string;
};

export type UploadForm = { fields: Record<string, string>; uploads: StagedUpload[] };

/** The room an upload may fill, and how to refuse more. */
export type UploadRoom = AttachmentQuota & {
  tooManyFiles: () => AppError;
  tooManyBytes: () => AppError;
};

export type UploadPlan<T> = {
  imagesOnly: boolean;
  /**
   * Asked once, when the first file arrives, with the fields sent before it (the tenderId):
   * throws to refuse the upload before any of its bytes are read.
   */
  roomFor: (fields: Record<string, string>) => Promise<UploadRoom>;
  /** Records the staged files (checking the quota again under a lock); throwing removes them. */
  commit: (form: UploadForm) => Promise<T>;
};

/**
 * What one upload request may hold. Besides the files, only a few short fields (tenderId) are
 * expected; the parser keeps every field in memory, so their number and size are bounded too
 * (busboy's defaults allowed 1 000 parts of 1 MiB: about 1 GB held by one request).
 */
const PART_LIMITS = {
  fileSize: UploadLimits.fileBytes,
  files: UploadLimits.filesPerRequest,
  fields: 8,
  fieldSize: 1024,
  parts: UploadLimits.filesPerRequest + 8,
  headerPairs: 20,
};

const unsupported = () => badRequest(Messages.unsupportedFileType, 'unsupported_file_type');
const tooLarge = (fileName: string) =>
  new AppError(413, 'too_large', Messages.attachmentCannotBeUploaded.replace('{file}', fileName));
const tooManyPerRequest = () => new AppError(413, 'too_many_files', Messages.tooManyFilesPerUpload);

/** A field read case-insensitively, as the rest of the API binds names (tenderId = TenderId). */
export function fieldOf(fields: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(fields).find((field) => field.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : fields[key];
}

/**
 * tenderId from the form (spec: a multipart field, sent before the file, as a form lists it), or
 * from the query.
 */
export function tenderIdOf(fields: Record<string, string>, query: { tenderId?: string }): string {
  const tenderId = fieldOf(fields, 'tenderId')?.trim() || query.tenderId;
  if (!tenderId)
    throw badRequest(`tenderId: ${Messages.required} (before the file)`, 'validation_error');
  return tenderId;
}

/** The limits as the API description states them. */
export const UPLOAD_LIMITS_NOTE =
  `up to ${UploadLimits.filesPerRequest} files of ${megabytes(UploadLimits.fileBytes)} each; ` +
  'a user runs only a few uploads at once (429 with Retry-After beyond)';

/**
 * Runs an upload request for the user: a slot (or 429/503 with Retry-After), the files streamed to
 * the storage, then `commit`. No file at all → 400; a malformed body → 400; a file over
 * UploadLimits.fileBytes → 413 "{file} can not be uploaded".
 */
export async function acceptUploads<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  userId: string,
  plan: UploadPlan<T>,
): Promise<T> {
  let release: () => void;
  try {
    release = uploadSlotsFor(config).acquire(userId);
  } catch (error) {
    // Closing the connection spares reading a body that is refused anyway (up to 100 MB).
    if (error instanceof UploadsBusyError)
      reply.header('Retry-After', String(error.retryAfterSeconds)).header('Connection', 'close');
    throw error;
  }
  const storage = fileStorageFor(config);
  const staged: StagedUpload[] = [];
  try {
    const fields = await receiveFiles(request, storage, plan, staged);
    if (staged.length === 0) throw badRequest(Messages.required, 'validation_error');
    return await plan.commit({ fields, uploads: staged });
  } catch (error) {
    // A body refused before its end (its tender's room was full) stays unread on the connection,
    // which then could not carry the client's next request: close it after the reply.
    if (!request.raw.complete) reply.header('Connection', 'close');
    await removeContents(
      storage,
      staged.map((upload) => upload.storageKey),
    );
    throw error;
  } finally {
    release();
  }
}

/** Reads the parts in order; files are pushed to `staged` as soon as they are written. */
async function receiveFiles(
  request: FastifyRequest,
  storage: FileStorage,
  plan: UploadPlan<unknown>,
  staged: StagedUpload[],
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string> = {};
  let room: UploadRoom | undefined;
  try {
    for await (const part of request.parts({ limits: PART_LIMITS })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        room ??= await plan.roomFor(fields);
        const upload = await stageFile(part, storage, room, plan.imagesOnly);
        if (!upload) continue;
        staged.push(upload);
        room = { ...room, files: room.files - 1, bytes: room.bytes - upload.size };
      } finally {
        // A refused part stops the parser, and with it the rest of the body.
        if (!part.file.readableEnded) part.file.destroy();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_FILES_LIMIT') throw tooManyPerRequest();
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw badRequest('The multipart body could not be read');
  }
  return fields;
}

/**
 * Streams one file part to the storage. Undefined for the empty, unnamed part browsers send for a
 * file input left empty.
 */
async function stageFile(
  part: MultipartFile,
  storage: FileStorage,
  room: UploadRoom,
  imagesOnly: boolean,
): Promise<StagedUpload | undefined> {
  const fileName = cleanFileName(part.filename ?? '');
  if (room.files <= 0) throw room.tooManyFiles();
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  let isComplete = false;
  while (headSize < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      isComplete = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  if (part.file.truncated) throw tooLarge(fileName);
  const first = Buffer.concat(head);
  if (!part.filename && isComplete && first.length === 0) return undefined;
  const type = identifyUpload(fileName, part.mimetype, first, { isComplete });
  if (!type || (imagesOnly && !type.isImage)) throw unsupported();

  const textCheck = type.isText ? createTextCheck() : undefined;
  let size = 0;
  const checked = (chunk: Buffer) => {
    size += chunk.length;
    if (part.file.truncated) throw tooLarge(fileName);
    if (size > room.bytes) throw room.tooManyBytes();
    if (textCheck && !textCheck.push(chunk)) throw unsupported();
    return chunk;
  };
  async function* content(): AsyncGenerator<Buffer> {
    yield checked(first);
    if (!isComplete)
      for (let next = await chunks.next(); !next.done; next = await chunks.next())
        yield checked(next.value);
    if (part.file.truncated) throw tooLarge(fileName);
    if (textCheck && !textCheck.end()) throw unsupported();
  }
  const storageKey = randomUUID();
  await storage.write(storageKey, content());
  return { fileName, type, size, storageKey };
}
