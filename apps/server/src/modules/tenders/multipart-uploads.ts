/** Reads a multipart/form-data request into its text fields and files, with the size limit per file. */
import type { FastifyRequest } from 'fastify';
import { Messages } from '@tendermark/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { cleanFileName } from '../files/file-types.ts';
import type { Upload } from './attachments-service.ts';

export type MultipartForm = { fields: Record<string, string>; uploads: Upload[] };

const tooLarge = (fileName: string) =>
  new AppError(413, 'too_large', Messages.attachmentCannotBeUploaded.replace('{file}', fileName));

/**
 * Buffers every file (so fields may come before or after them). A file over `maxFileBytes` → 413
 * "{file} can not be uploaded"; a body that is not multipart or is malformed → 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { maxFileBytes }: { maxFileBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string> = {};
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const fileName = cleanFileName(part.filename ?? '');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw tooLarge(fileName);
        throw error;
      }
      // Browsers send an empty, unnamed part for a file input left empty.
      if (!part.filename && data.length === 0) continue;
      uploads.push({ fileName, declaredType: part.mimetype ?? '', data });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw badRequest('The multipart body could not be read');
  }
  return { fields, uploads };
}

/** A field read case-insensitively, as the rest of the API binds names (tenderId = TenderId). */
export function fieldOf(form: MultipartForm, name: string): string | undefined {
  const key = Object.keys(form.fields).find((field) => field.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : form.fields[key];
}
