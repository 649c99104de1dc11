/**
 * JSON values from stream-json's token stream with bounded memory: strings and keys are kept only
 * up to a length, a value above a size or depth stops being kept (and is only walked to its end),
 * and text PostgreSQL cannot store is repaired as it is read. `JSON.parse` has none of these bounds.
 */
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { storableText, type JsonObject } from './clean.ts';
import {
  MAX_DOCUMENT_DEPTH,
  MAX_KEY_CHARS,
  MAX_RELEASE_DEPTH,
  MAX_RELEASE_SIZE,
  MAX_STRING_CHARS,
  VALUE_COST,
} from './limits.ts';

/** stream-chain's `none`: given to a parser, it ends the input (a number waiting for its end is given out). */
const END_OF_INPUT = Symbol.for('object-stream.none');

/** Tokens of a text given piece by piece; `end()` after the last piece throws when it is incomplete. */
export type Tokenizer = { write(text: string): Token[]; end(): Token[] };

export function jsonTokenizer(): Tokenizer {
  // Nothing is packed: a key, string or number arrives in chunks, so none is held whole.
  const parse = jsonParser({ packValues: false, streamValues: true }) as unknown as (
    input: string | symbol,
  ) => { values: Token[] } | symbol;
  const tokensOf = (output: { values: Token[] } | symbol) =>
    typeof output === 'symbol' ? [] : output.values;
  return { write: (text) => tokensOf(parse(text)), end: () => tokensOf(parse(END_OF_INPUT)) };
}

/** Thrown by a builder when the document nests deeper than MAX_DOCUMENT_DEPTH: reading stops. */
export class TooDeepError extends Error {
  constructor() {
    super(`nested deeper than ${MAX_DOCUMENT_DEPTH} levels`);
  }
}

type Frame = { container: JsonObject | unknown[]; key: string };

/** One JSON value built token by token; `isDone` once its last token was pushed. */
export class ValueBuilder {
  /** The value, once done; undefined when it was not kept (too large, too deep, skipped). */
  value: unknown;
  isDone = false;
  /** Characters kept plus VALUE_COST per value. */
  size = 0;
  isTooLarge = false;
  isTooDeep = false;
  /** Control characters removed and unpaired surrogates replaced in its strings. */
  removedCharacters = 0;
  replacedSurrogates = 0;
  /** The `ocid` of the value when it is an object that has one, kept even when the rest is not. */
  ocid: string | undefined;

  private readonly frames: Frame[] = [];
  private depth = 0;
  private parts: string[] = [];
  private partsLength = 0;

  /**
   * @param outerDepth levels of the document around this value, for MAX_DOCUMENT_DEPTH.
   * @param isKept false walks the value to its end without keeping anything.
   */
  constructor(
    private readonly outerDepth: number,
    private readonly isKept = true,
  ) {}

  /** When the builder is directly inside an array held by a key of its root object: that key. */
  get keyOfOpenArray(): string | undefined {
    const [root, inner] = this.frames;
    return this.depth === 2 && Array.isArray(inner?.container) ? root?.key : undefined;
  }

  /** The root object while it is being built (its fields so far), when kept. */
  get openRoot(): JsonObject | undefined {
    const root = this.frames[0]?.container;
    return root && !Array.isArray(root) ? root : undefined;
  }

  get isKeeping(): boolean {
    return this.isKept && !this.isTooLarge && !this.isTooDeep;
  }

  push(token: Token): void {
    switch (token.name) {
      case 'startObject':
        return this.open({});
      case 'startArray':
        return this.open([]);
      case 'endObject':
      case 'endArray':
        return this.close();
      case 'startKey':
      case 'startString':
      case 'startNumber':
        this.parts = [];
        this.partsLength = 0;
        return;
      case 'stringChunk':
      case 'numberChunk':
        return this.append(token.value);
      case 'endKey': {
        const key = this.takeText(MAX_KEY_CHARS);
        if (!this.isKeeping) return;
        this.frames.at(-1)!.key = key;
        this.grow(key.length + VALUE_COST);
        return;
      }
      case 'endString':
        return this.add(this.takeText(MAX_STRING_CHARS));
      case 'endNumber':
        return this.add(Number(this.takeText(MAX_KEY_CHARS)));
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return this.add(token.value);
      default:
        return;
    }
  }

  private open(container: JsonObject | unknown[]): void {
    this.depth++;
    if (this.outerDepth + this.depth > MAX_DOCUMENT_DEPTH) throw new TooDeepError();
    if (this.depth > MAX_RELEASE_DEPTH) this.isTooDeep = true;
    if (!this.isKeeping) return;
    this.grow(VALUE_COST);
    this.attach(container);
    this.frames.push({ container, key: '' });
  }

  private close(): void {
    this.depth--;
    // Levels past MAX_RELEASE_DEPTH have no frame.
    if (this.frames.length > this.depth) this.frames.pop();
    if (this.depth === 0) this.finish(this.frames.length === 0 ? this.value : undefined);
  }

  private append(chunk: string): void {
    if (!this.isKeeping || this.partsLength >= MAX_STRING_CHARS) return;
    this.parts.push(chunk);
    this.partsLength += chunk.length;
  }

  private takeText(limit: number): string {
    const joined = this.parts.length === 1 ? this.parts[0]! : this.parts.join('');
    this.parts = [];
    this.partsLength = 0;
    const { text, removed, replaced } = storableText(joined.slice(0, limit));
    this.removedCharacters += removed;
    this.replacedSurrogates += replaced;
    return text;
  }

  private add(value: unknown): void {
    if (this.isKeeping) {
      this.grow(VALUE_COST + (typeof value === 'string' ? value.length : 0));
      if (this.depth === 1 && this.frames[0]?.key === 'ocid' && typeof value === 'string')
        this.ocid = value;
      if (this.isKeeping) this.attach(value);
    }
    if (this.depth === 0) this.finish(this.isKeeping ? value : undefined);
  }

  /** Puts a value into the open container (under its pending key), or makes it the root. */
  private attach(value: unknown): void {
    const frame = this.frames.at(-1);
    if (!frame) {
      this.value = value;
    } else if (Array.isArray(frame.container)) {
      frame.container.push(value);
    } else if (frame.key === '__proto__') {
      // As JSON.parse does: "__proto__" is a field, never the prototype.
      Object.defineProperty(frame.container, frame.key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      frame.container[frame.key] = value;
    }
  }

  private grow(by: number): void {
    this.size += by;
    if (this.size <= MAX_RELEASE_SIZE) return;
    this.isTooLarge = true;
    // Let go of what was kept: the rest of the value is only walked.
    this.frames.length = 0;
    this.value = undefined;
  }

  private finish(value: unknown): void {
    this.value = this.isKeeping ? value : undefined;
    this.isDone = true;
  }
}
