/**
 * Reads an OCDS file into releases, each with the line it starts on: a JSON document (a release, a
 * release package, or an array of either) or JSON Lines (one release or release package a line).
 */
import { asObject } from './clean.ts';
import { packageMetaOf, type OcdsPackageMeta } from './normalize.ts';

export type SourceRelease = {
  /** 1-based line of the file where the release (or its JSON Lines line) starts. */
  line: number;
  release: unknown;
  package?: OcdsPackageMeta;
};

export type SourceRejection = { line: number; ocid?: string; reason: string };

export type SourceContent = { releases: SourceRelease[]; rejected: SourceRejection[] };

type JsonPath = readonly (string | number)[];

export function readOcdsSource(text: string): SourceContent {
  const content: SourceContent = { releases: [], rejected: [] };
  const body = text.replace(/^\uFEFF/, '');
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch (error) {
    if (isJsonLines(body)) return readJsonLines(body, content);
    const reason = `not a valid JSON document (${jsonErrorOf(error)})`;
    content.rejected.push({ line: errorLine(body, error), reason });
    return content;
  }
  const lines = valueLines(body);
  collect(document, [], (path) => lines.get(path.join('.')) ?? 1, content);
  return content;
}

/** A text that is not one JSON document is JSON Lines when one of its first lines is JSON alone. */
function isJsonLines(body: string): boolean {
  const lines = body.split('\n').filter((line) => line.trim());
  return lines.slice(0, 10).some((line) => {
    try {
      return typeof JSON.parse(line) === 'object';
    } catch {
      return false;
    }
  });
}

function readJsonLines(body: string, content: SourceContent): SourceContent {
  body.split('\n').forEach((lineText, index) => {
    if (!lineText.trim()) return;
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(lineText);
    } catch (error) {
      content.rejected.push({ line, reason: `not valid JSON (${jsonErrorOf(error)})` });
      return;
    }
    collect(value, [], () => line, content);
  });
  return content;
}

/** A top-level array is a list of records; a release package gives its releases. */
function collect(
  value: unknown,
  path: JsonPath,
  lineAt: (path: JsonPath) => number,
  content: SourceContent,
): void {
  if (path.length === 0 && Array.isArray(value)) {
    value.forEach((element, index) => collect(element, [index], lineAt, content));
    return;
  }
  const line = lineAt(path);
  const record = asObject(value);
  if (record && Array.isArray(record.records)) {
    content.rejected.push({ line, reason: 'a record package (only releases are imported)' });
  } else if (record && Array.isArray(record.releases)) {
    if (record.releases.length === 0)
      content.rejected.push({ line, reason: 'a release package without releases' });
    const meta = packageMetaOf(record);
    record.releases.forEach((release, index) => {
      content.releases.push({ line: lineAt([...path, 'releases', index]), release, package: meta });
    });
  } else {
    content.releases.push({ line, release: value });
  }
}

function jsonErrorOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The line of a JSON.parse error, from the position V8 reports; 1 when it gives none. */
function errorLine(body: string, error: unknown): number {
  const message = jsonErrorOf(error);
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  return position ? body.slice(0, Number(position[1])).split('\n').length : 1;
}

type Frame =
  { kind: 'array'; index: number } | { kind: 'object'; key: string; expectsKey: boolean };

/** Paths of records lie at most this deep: [], [i], ['releases', j], [i, 'releases', j]. */
const RECORD_DEPTH = 3;

/**
 * The line each value starts on, by its path joined with dots, down to RECORD_DEPTH: JSON.parse
 * gives no positions, so this walks the (already validated) text once.
 */
function valueLines(body: string): Map<string, number> {
  const lines = new Map<string, number>();
  const stack: Frame[] = [];
  let line = 1;
  const startValue = () => {
    if (stack.length > RECORD_DEPTH) return;
    const path = stack.map((frame) => (frame.kind === 'array' ? frame.index : frame.key));
    lines.set(path.join('.'), line);
  };
  for (let at = 0; at < body.length; at++) {
    const char = body[at]!;
    const top = stack.at(-1);
    if (char === '\n') line++;
    else if (char === '"') {
      const end = stringEnd(body, at);
      if (top?.kind === 'object' && top.expectsKey) {
        top.key = JSON.parse(body.slice(at, end + 1)) as string;
        top.expectsKey = false;
      } else startValue();
      at = end;
    } else if (char === '{' || char === '[') {
      startValue();
      stack.push(
        char === '{' ? { kind: 'object', key: '', expectsKey: true } : { kind: 'array', index: 0 },
      );
    } else if (char === '}' || char === ']') stack.pop();
    else if (char === ',') {
      if (top?.kind === 'array') top.index++;
      else if (top) top.expectsKey = true;
    } else if (/[-\dtfn]/.test(char)) {
      startValue();
      while (at + 1 < body.length && /[\w.+-]/.test(body[at + 1]!)) at++;
    }
  }
  return lines;
}

/** The index of the quote closing the string that opens at `start`. */
function stringEnd(body: string, start: number): number {
  let at = start + 1;
  while (at < body.length && body[at] !== '"') at += body[at] === '\\' ? 2 : 1;
  return at;
}
