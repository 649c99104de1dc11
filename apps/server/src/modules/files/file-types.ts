/**
 * The allow-list of uploadable documents and images, checked by extension, declared type and
 * content. Uploads are streamed, so the content check looks at the first bytes (SNIFF_BYTES);
 * text types are checked over the whole stream as it passes (createTextCheck).
 */
import path from 'node:path';

export type AllowedFileType = {
  extension: string;
  contentType: string;
  isImage: boolean;
  /** Plain text: the whole content must be UTF-8 without NUL bytes, not only its start. */
  isText: boolean;
};

/** How many leading bytes of an upload decide its type: every signature lies within them. */
export const SNIFF_BYTES = 4096;

/** `isComplete`: `data` is the whole file, not only its first bytes. */
type Signature = (data: Buffer, isComplete: boolean) => boolean;

const bytesAt =
  (offset: number, ...bytes: number[]): Signature =>
  (data) =>
    data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const textAt = (offset: number, text: string) =>
  bytesAt(offset, ...Array.from(text, (char) => char.charCodeAt(0)));
const anyOf =
  (...signatures: Signature[]): Signature =>
  (data, isComplete) =>
    signatures.some((signature) => signature(data, isComplete));

const PDF = textAt(0, '%PDF-');
/** Office 97–2003 documents (Compound File Binary). */
const OLE2 = bytesAt(0, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Office Open XML and OpenDocument files are zip archives; an empty zip starts with PK 05 06. */
const ZIP = anyOf(bytesAt(0, 0x50, 0x4b, 0x03, 0x04), bytesAt(0, 0x50, 0x4b, 0x05, 0x06));
const PNG = bytesAt(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytesAt(0, 0xff, 0xd8, 0xff);
const GIF = anyOf(textAt(0, 'GIF87a'), textAt(0, 'GIF89a'));
const WEBP: Signature = (data, isComplete) =>
  textAt(0, 'RIFF')(data, isComplete) && textAt(8, 'WEBP')(data, isComplete);
const RTF = textAt(0, '{\\rtf');
/** Plain text: valid UTF-8 without NUL bytes (the first bytes may end inside a character). */
const TEXT: Signature = (data, isComplete) => {
  const check = createTextCheck();
  return check.push(data) && (!isComplete || check.end());
};

/**
 * Checks a text upload chunk by chunk: `push` each chunk, then `end`; false once the content is
 * not UTF-8 or holds a NUL byte.
 */
export function createTextCheck(): { push(chunk: Buffer): boolean; end(): boolean } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const attempt = (decode: () => void) => {
    try {
      decode();
      return true;
    } catch {
      return false;
    }
  };
  return {
    push: (chunk) => !chunk.includes(0) && attempt(() => decoder.decode(chunk, { stream: true })),
    end: () => attempt(() => decoder.decode()),
  };
}

type Rule = {
  contentType: string;
  aliases?: string[];
  signature: Signature;
  isImage?: boolean;
  isText?: boolean;
};

const RULES: Record<string, Rule> = {
  pdf: { contentType: 'application/pdf', signature: PDF },
  doc: { contentType: 'application/msword', signature: OLE2 },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: ZIP,
  },
  xls: { contentType: 'application/vnd.ms-excel', signature: OLE2 },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: ZIP,
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', signature: OLE2 },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signature: ZIP,
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', signature: ZIP },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', signature: ZIP },
  txt: { contentType: 'text/plain', signature: TEXT, isText: true },
  // Browsers on Windows declare CSV files as Excel sheets.
  csv: {
    contentType: 'text/csv',
    aliases: ['text/plain', 'application/csv', 'application/vnd.ms-excel'],
    signature: TEXT,
    isText: true,
  },
  rtf: { contentType: 'application/rtf', aliases: ['text/rtf'], signature: RTF },
  zip: {
    contentType: 'application/zip',
    aliases: ['application/x-zip-compressed', 'application/x-zip'],
    signature: ZIP,
  },
  png: { contentType: 'image/png', signature: PNG, isImage: true },
  jpg: { contentType: 'image/jpeg', aliases: ['image/pjpeg'], signature: JPEG, isImage: true },
  jpeg: { contentType: 'image/jpeg', aliases: ['image/pjpeg'], signature: JPEG, isImage: true },
  gif: { contentType: 'image/gif', signature: GIF, isImage: true },
  webp: { contentType: 'image/webp', signature: WEBP, isImage: true },
};

/** Types that say nothing about the content; clients send them for files they do not know. */
const UNINFORMATIVE_TYPES = new Set(['', 'application/octet-stream']);

export const ALLOWED_EXTENSIONS = Object.keys(RULES);

/**
 * The file's type when its extension is allowed, its content starts like that type, and the
 * declared type (if informative) agrees; otherwise undefined. The stored type is ours, never the client's.
 * `data` is the whole file, or with `isComplete: false` its first SNIFF_BYTES bytes.
 */
export function identifyUpload(
  fileName: string,
  declaredType: string | undefined,
  data: Buffer,
  { isComplete = true }: { isComplete?: boolean } = {},
): AllowedFileType | undefined {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const rule = Object.hasOwn(RULES, extension) ? RULES[extension] : undefined;
  if (!rule || !rule.signature(data, isComplete)) return undefined;
  const declared = (declaredType ?? '').split(';')[0].trim().toLowerCase();
  const isDeclaredFine =
    UNINFORMATIVE_TYPES.has(declared) ||
    declared === rule.contentType ||
    (rule.aliases ?? []).includes(declared);
  if (!isDeclaredFine) return undefined;
  return {
    extension,
    contentType: rule.contentType,
    isImage: rule.isImage ?? false,
    isText: rule.isText ?? false,
  };
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(-200);
}
