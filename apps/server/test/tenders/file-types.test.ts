import { describe, expect, it } from 'vitest';
import {
  SNIFF_BYTES,
  cleanFileName,
  createTextCheck,
  identifyUpload,
} from '../../src/modules/files/file-types.ts';

const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

describe('the upload allow-list', () => {
  it.each([
    [
      'offer.docx',
      '',
      zip,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'prices.XLSX',
      'application/octet-stream',
      zip,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['sheet.ods', '', zip, 'application/vnd.oasis.opendocument.spreadsheet'],
    ['old.doc', 'application/msword', ole2, 'application/msword'],
    ['old.xls', '', ole2, 'application/vnd.ms-excel'],
    ['picture.webp', 'image/webp', webp, 'image/webp'],
    ['list.csv', 'application/vnd.ms-excel', Buffer.from('a;b\n1;2\n'), 'text/csv'],
    ['memo.rtf', 'text/rtf', Buffer.from('{\\rtf1 hello}'), 'application/rtf'],
    ['bundle.zip', 'application/x-zip-compressed', zip, 'application/zip'],
  ])('accepts %s', (name, declared, data, contentType) => {
    expect(identifyUpload(name, declared, data)?.contentType).toBe(contentType);
  });

  it.each([
    ['a zip named .doc', 'old.doc', '', zip],
    ['an OLE file named .docx', 'new.docx', '', ole2],
    ['a webp declared as png', 'picture.webp', 'image/png', webp],
    ['an SVG (scripts)', 'logo.svg', 'image/svg+xml', Buffer.from('<svg/>')],
    ['an HTML page named .txt but declared html', 'page.txt', 'text/html', Buffer.from('<html>')],
    ['invalid UTF-8 text', 'notes.txt', 'text/plain', Buffer.from([0xff, 0xfe, 0x41])],
  ])('refuses %s', (_case, name, declared, data) => {
    expect(identifyUpload(name, declared, data)).toBeUndefined();
  });

  // Uploads are streamed (issue 26: they were held whole in memory): the type is decided on the
  // first bytes, which may end inside a UTF-8 character; the rest of a text is checked as it passes.
  it('identifies a text from its first bytes even when they end inside a character', () => {
    const text = Buffer.from(`${'a'.repeat(SNIFF_BYTES - 1)}ü and more`);
    const head = text.subarray(0, SNIFF_BYTES);
    expect(identifyUpload('notes.txt', 'text/plain', head, { isComplete: false })?.isText).toBe(
      true,
    );
    // The same bytes as a whole file are cut text.
    expect(identifyUpload('notes.txt', 'text/plain', head)).toBeUndefined();
  });

  it('checks a streamed text chunk by chunk: split characters pass, NUL bytes and cut ends do not', () => {
    const umlaut = Buffer.from('ü');
    const split = createTextCheck();
    expect(split.push(umlaut.subarray(0, 1))).toBe(true);
    expect(split.push(umlaut.subarray(1))).toBe(true);
    expect(split.end()).toBe(true);

    const binary = createTextCheck();
    expect(binary.push(Buffer.from('plain text'))).toBe(true);
    expect(binary.push(Buffer.from([0x41, 0x00]))).toBe(false);

    const cut = createTextCheck();
    expect(cut.push(umlaut.subarray(0, 1))).toBe(true);
    expect(cut.end()).toBe(false);
  });

  it('keeps only a safe base name', () => {
    expect(cleanFileName('C:\\fakepath\\offer "final".pdf')).toBe('offer final.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('file');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
