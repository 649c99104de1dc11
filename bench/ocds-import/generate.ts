/**
 * Generated OCDS files of a given size for bench/ocds-import, made from the shipped real releases
 * (apps/server/src/data/gov-tenders) with new ocids: JSON Lines (bare releases and one-release
 * packages, as shipped) and one release package as a JSON document, one release a line. Written as
 * a stream, so the generator's memory does not depend on the size either.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from '../common/server.ts';

const DATA_FOLDER = path.join(repositoryRoot, 'apps/server/src/data/gov-tenders');
const SHIPPED_FILES = [
  'uk-contracts-finder.release-packages.jsonl',
  'au-nsw-etendering.release-packages.jsonl',
  'ng-bpp.releases.jsonl',
  'mx-inai.releases.jsonl',
  'mx-gacm.releases.jsonl',
];

type Json = Record<string, unknown>;

/** The shipped lines, parsed: releases and one-release packages. */
async function shippedRecords(): Promise<Json[]> {
  const records: Json[] = [];
  for (const file of SHIPPED_FILES) {
    const text = await readFile(path.join(DATA_FOLDER, file), 'utf8');
    for (const line of text.split('\n')) if (line.trim()) records.push(JSON.parse(line) as Json);
  }
  return records;
}

/** A copy of a release with an ocid and release id of round `round`. */
function renamed(release: Json, round: number): Json {
  return {
    ...release,
    ocid: `${String(release.ocid)}-b${round}`,
    id: `${String(release.id)}-b${round}`,
  };
}

function renamedRecord(record: Json, round: number): Json {
  if (!Array.isArray(record.releases)) return renamed(record, round);
  return {
    ...record,
    releases: (record.releases as Json[]).map((release) => renamed(release, round)),
  };
}

function releasesOf(record: Json): Json[] {
  return Array.isArray(record.releases) ? (record.releases as Json[]) : [record];
}

async function writeUntil(
  file: string,
  bytes: number,
  head: string,
  lineOf: (record: Json, round: number) => string,
  separator: string,
  tail: string,
): Promise<void> {
  const records = await shippedRecords();
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head);
  let written = head.length;
  let isFirst = true;
  for (let round = 0; written < bytes; round++) {
    for (const record of records) {
      const text = (isFirst ? '' : separator) + lineOf(record, round);
      isFirst = false;
      await write(text);
      written += Buffer.byteLength(text);
      if (written >= bytes) break;
    }
  }
  await write(tail);
  out.end();
  await once(out, 'finish');
}

/** JSON Lines of `bytes` bytes or a little more; kept when a file of that size is there. */
export async function generateJsonLines(file: string, bytes: number): Promise<void> {
  if (await hasSize(file, bytes)) return;
  await writeUntil(
    file,
    bytes,
    '',
    (record, round) => JSON.stringify(renamedRecord(record, round)),
    '\n',
    '\n',
  );
}

/** One release package of `bytes` bytes or a little more, its releases one a line. */
export async function generateReleasePackage(file: string, bytes: number): Promise<void> {
  if (await hasSize(file, bytes)) return;
  const head =
    '{"uri": "https://bench.example/package.json", "publishedDate": "2024-06-28T00:00:00Z",\n' +
    ' "publisher": {"name": "Bench publisher"}, "license": "https://datos.gob.mx/libreusomx",\n' +
    ' "releases": [\n';
  const lineOf = (record: Json, round: number) =>
    releasesOf(record)
      .map((release) => JSON.stringify(renamed(release, round)))
      .join(',\n');
  await writeUntil(file, bytes, head, lineOf, ',\n', '\n]}\n');
}

async function hasSize(file: string, bytes: number): Promise<boolean> {
  try {
    const { size } = await stat(file);
    return size >= bytes && size < bytes * 1.05;
  } catch {
    return false;
  }
}
