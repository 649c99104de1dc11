/**
 * Reads an OCDS file as a stream into releases, each with the line it starts on: a JSON document
 * (a release, a release package, or an array of either) or JSON Lines (one release or release
 * package a line). Memory stays bounded whatever the file's size (limits.ts): nothing but the
 * release being read, and the releases of an open package, is held.
 */
import { packageMetaOf, type OcdsPackageMeta } from './normalize.ts';
import { jsonTokenizer, ValueBuilder } from './json-values.ts';
import { HELD_RELEASES_SIZE, MAX_RELEASE_DEPTH, MAX_RELEASE_SIZE } from './limits.ts';
import type { Token } from 'stream-json/core/parser.js';

export type SourceRelease = {
  kind: 'release';
  /** 1-based line of the file where the release (or its JSON Lines line) starts. */
  line: number;
  release: unknown;
  package?: OcdsPackageMeta;
  /** Repairs made while reading ("removed 1 NUL or control character"); empty when none. */
  notes: string[];
};

export type SourceRejection = { line: number; ocid?: string; reason: string };

export type SourceEntry = SourceRelease | ({ kind: 'rejected' } & SourceRejection);

/** Characters of text handed on at a time; a piece never crosses a line end. */
const PIECE_CHARS = 64 * 1024;
/** Characters of the first line looked at to tell JSON Lines from a JSON document. */
const FIRST_LINE_PEEK = 1024 * 1024;

type Piece = { text: string; line: number; endsLine: boolean };

/** The text as pieces of at most PIECE_CHARS within one line, each with its line number. */
async function* piecesOf(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Piece> {
  let line = 1;
  let isFirst = true;
  for await (const chunk of chunks) {
    const text = isFirst ? chunk.replace(/^\uFEFF/, '') : chunk;
    isFirst = false;
    for (let start = 0; start < text.length;) {
      const newline = text.indexOf('\n', start);
      const lineEnd = newline === -1 ? text.length : newline + 1;
      const stop = Math.min(lineEnd, start + PIECE_CHARS);
      const endsLine = stop === newline + 1;
      yield { text: text.slice(start, stop), line, endsLine };
      if (endsLine) line++;
      start = stop;
    }
  }
}

/** The entries of an OCDS text given as chunks (a file stream, or a string cut up). */
export async function* readOcdsSource(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<SourceEntry> {
  const pieces = piecesOf(chunks);
  const { format, peeked } = await detectFormat(pieces);
  const all = replayThen(peeked, pieces);
  yield* format === 'document' ? readDocument(all) : readJsonLines(all);
}

async function* replayThen(peeked: Piece[], rest: AsyncGenerator<Piece>): AsyncGenerator<Piece> {
  yield* peeked;
  yield* rest;
}

/**
 * A document starts with "[", or with "{" on a first line that does not end the value ("}"): a
 * pretty-printed document, or a package whose releases follow one a line. Anything else is read
 * line by line, so that one broken line costs only itself (a broken first line that does not end
 * with "}" is taken for a document and stops the reading); a one-line document reads the same
 * either way, and a first line longer than FIRST_LINE_PEEK is taken for one.
 */
async function detectFormat(
  pieces: AsyncGenerator<Piece>,
): Promise<{ format: 'document' | 'lines'; peeked: Piece[] }> {
  const peeked: Piece[] = [];
  let firstLine = '';
  // Not `for await`: leaving it early would close the generator the reading goes on with.
  for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
    const piece = next.value;
    peeked.push(piece);
    if (firstLine.length + piece.text.length > FIRST_LINE_PEEK) return { format: 'lines', peeked };
    firstLine += piece.text;
    if (!piece.endsLine) continue;
    if (firstLine.trim()) break;
    firstLine = '';
  }
  const first = firstLine.trim();
  const isDocument = first.startsWith('[') || (first.startsWith('{') && !first.endsWith('}'));
  return { format: isDocument ? 'document' : 'lines', peeked };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One JSON value over the whole text: a fault ends the reading, at the line it is on. */
async function* readDocument(pieces: AsyncIterable<Piece>): AsyncGenerator<SourceEntry> {
  const tokenizer = jsonTokenizer();
  const records = new RecordReader();
  let line = 1;
  try {
    for await (const piece of pieces) {
      line = piece.line;
      records.consume(tokenizer.write(piece.text), line);
      yield* records.take();
    }
    records.consume(tokenizer.end(), line);
    yield* records.take();
  } catch (error) {
    yield* records.take();
    yield { kind: 'rejected', line, reason: `not a valid JSON document (${errorText(error)})` };
  }
}

/** One JSON value a line, each with a tokenizer of its own: a fault costs its line only. */
async function* readJsonLines(pieces: AsyncIterable<Piece>): AsyncGenerator<SourceEntry> {
  let reader: LineReader | undefined;
  for await (const piece of pieces) {
    if (!reader && piece.text.trim()) reader = new LineReader(piece.line);
    if (!reader) continue;
    reader.write(piece.text);
    if (piece.endsLine) reader.end();
    yield* reader.take();
    if (piece.endsLine) reader = undefined;
  }
  if (reader) {
    reader.end();
    yield* reader.take();
  }
}

class LineReader {
  private readonly tokenizer = jsonTokenizer();
  private readonly records = new RecordReader();
  private failure: SourceEntry | undefined;
  private hasFailed = false;

  constructor(private readonly line: number) {}

  write(text: string): void {
    this.run(() => this.tokenizer.write(text));
  }

  end(): void {
    this.run(() => this.tokenizer.end());
  }

  take(): SourceEntry[] {
    const entries = this.records.take();
    if (this.failure) entries.push(this.failure);
    this.failure = undefined;
    return entries;
  }

  private run(tokens: () => Token[]): void {
    if (this.hasFailed) return;
    try {
      this.records.consume(tokens(), this.line);
    } catch (error) {
      this.hasFailed = true;
      const reason = `not valid JSON (${errorText(error)})`;
      this.failure = { kind: 'rejected', line: this.line, reason };
    }
  }
}

const VALUE_STARTS = new Set<Token['name']>([
  'startObject',
  'startArray',
  'startString',
  'startNumber',
  'nullValue',
  'trueValue',
  'falseValue',
]);

/**
 * Records out of a token stream: the value itself, or each element of a top-level array. A record
 * with a `releases` array is a package: each release is built on its own and waits for the end of
 * the package (whose metadata may follow it) unless the waiting releases grow past
 * HELD_RELEASES_SIZE. The elements of a `records` array are walked, not kept.
 */
class RecordReader {
  private entries: SourceEntry[] = [];
  private hasStarted = false;
  private isInTopArray = false;
  private record: { builder: ValueBuilder; line: number } | undefined;
  private element: { builder: ValueBuilder; line: number; isRelease: boolean } | undefined;
  private releaseCount = 0;
  private held: SourceRelease[] = [];
  private heldSize = 0;
  private isPassingOn = false;

  /** The entries completed so far, handed over once. */
  take(): SourceEntry[] {
    const entries = this.entries;
    this.entries = [];
    return entries;
  }

  consume(tokens: readonly Token[], line: number): void {
    for (const token of tokens) this.push(token, line);
  }

  private push(token: Token, line: number): void {
    if (this.element) {
      this.element.builder.push(token);
      if (this.element.builder.isDone) this.finishElement();
      return;
    }
    if (this.record) {
      const key = this.record.builder.keyOfOpenArray;
      if ((key === 'releases' || key === 'records') && VALUE_STARTS.has(token.name)) {
        const outerDepth = (this.isInTopArray ? 1 : 0) + 2;
        const builder = new ValueBuilder(outerDepth, key === 'releases');
        this.element = { builder, line, isRelease: key === 'releases' };
        this.push(token, line);
        return;
      }
      this.record.builder.push(token);
      if (this.record.builder.isDone) this.finishRecord();
      return;
    }
    if (!this.hasStarted && token.name === 'startArray') {
      this.hasStarted = this.isInTopArray = true;
      return;
    }
    if (this.isInTopArray && token.name === 'endArray') {
      this.isInTopArray = false;
      return;
    }
    if (!VALUE_STARTS.has(token.name)) return;
    this.hasStarted = true;
    this.record = { builder: new ValueBuilder(this.isInTopArray ? 1 : 0), line };
    this.releaseCount = this.heldSize = 0;
    this.held = [];
    this.isPassingOn = false;
    this.push(token, line);
  }

  private finishElement(): void {
    const { builder, line, isRelease } = this.element!;
    this.element = undefined;
    if (!isRelease) return;
    this.releaseCount++;
    const entry = entryOf(builder, line);
    if (entry.kind === 'rejected') {
      this.entries.push(entry);
    } else if (this.isPassingOn) {
      this.entries.push({ ...entry, package: packageMetaOf(this.record?.builder.openRoot) });
    } else {
      this.held.push(entry);
      this.heldSize += builder.size;
      if (this.heldSize > HELD_RELEASES_SIZE) {
        this.isPassingOn = true;
        this.passOnHeld(packageMetaOf(this.record?.builder.openRoot));
      }
    }
  }

  private passOnHeld(meta: OcdsPackageMeta): void {
    for (const release of this.held) this.entries.push({ ...release, package: meta });
    this.held = [];
    this.heldSize = 0;
  }

  private finishRecord(): void {
    const { builder, line } = this.record!;
    this.record = undefined;
    const root = builder.value;
    const record = typeof root === 'object' && root !== null && !Array.isArray(root) ? root : {};
    if (!builder.isKeeping) {
      this.entries.push(entryOf(builder, line));
    } else if ('records' in record && Array.isArray(record.records)) {
      this.entries.push({
        kind: 'rejected',
        line,
        reason: 'a record package (only releases are imported)',
      });
    } else if ('releases' in record && Array.isArray(record.releases)) {
      if (this.releaseCount === 0)
        this.entries.push({ kind: 'rejected', line, reason: 'a release package without releases' });
      this.passOnHeld(packageMetaOf(record));
    } else {
      this.entries.push(entryOf(builder, line));
    }
    this.held = [];
  }
}

/** The release a builder read, or why it cannot be one. */
function entryOf(builder: ValueBuilder, line: number): SourceEntry {
  const { ocid } = builder;
  const withOcid = ocid ? { ocid } : {};
  if (builder.isTooLarge) {
    const reason = `larger than ${MAX_RELEASE_SIZE / 1_000_000} MB as read`;
    return { kind: 'rejected', line, ...withOcid, reason };
  }
  if (builder.isTooDeep)
    return {
      kind: 'rejected',
      line,
      ...withOcid,
      reason: `nested deeper than ${MAX_RELEASE_DEPTH} levels`,
    };
  const notes: string[] = [];
  if (builder.removedCharacters > 0)
    notes.push(`removed ${builder.removedCharacters} NUL or control character(s)`);
  if (builder.replacedSurrogates > 0)
    notes.push(`replaced ${builder.replacedSurrogates} unpaired surrogate(s) with U+FFFD`);
  return { kind: 'release', line, release: builder.value, notes };
}
