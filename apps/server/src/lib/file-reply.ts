/** Files the API hands out for download (PDFs, spreadsheets, calendars): their headers in one place. */
import type { FastifyReply } from 'fastify';

/** attachment; an ASCII name for old clients and the exact one in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a generated file as a download that no shared cache keeps: exports hold a buyer's
 * business data and answer differently per caller.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { body: Buffer | string; contentType: string; fileName: string },
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
