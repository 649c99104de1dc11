/**
 * A record's compiled release: its releases merged in date order by the OCDS merge rules
 * (standard.open-contracting.org, "Merging"): objects merge field by field, arrays of objects with
 * an `id` merge entry by entry, other arrays and values are replaced by the later release's, a
 * null removes the field, and the release's own id, date and tags are not merged.
 */
import type { OcdsRelease } from './schemas.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasIds = (list: unknown[]): list is JsonObject[] =>
  list.length > 0 && list.every((entry) => isObject(entry) && entry.id !== undefined);

function mergeValue(into: unknown, from: unknown): unknown {
  if (isObject(from)) return mergeObject(isObject(into) ? into : {}, from);
  if (Array.isArray(from) && hasIds(from))
    return mergeById(Array.isArray(into) && hasIds(into) ? into : [], from);
  return from;
}

function mergeObject(into: JsonObject, from: JsonObject): JsonObject {
  const merged: JsonObject = { ...into };
  for (const [key, value] of Object.entries(from)) {
    if (value === null) delete merged[key];
    else merged[key] = mergeValue(merged[key], value);
  }
  return merged;
}

function mergeById(into: JsonObject[], from: JsonObject[]): JsonObject[] {
  const merged = [...into];
  for (const entry of from) {
    const index = merged.findIndex((earlier) => earlier.id === entry.id);
    if (index === -1) merged.push(mergeObject({}, entry));
    else merged[index] = mergeObject(merged[index]!, entry);
  }
  return merged;
}

/** The compiled release of an ocid's releases, given oldest first (at least one). */
export function compileReleases(releases: readonly OcdsRelease[]): OcdsRelease {
  const latest = releases.at(-1);
  if (!latest) throw new Error('compileReleases: no release');
  let compiled: JsonObject = {};
  for (const { id: _id, date: _date, tag: _tag, ...content } of releases)
    compiled = mergeObject(compiled, content);
  return {
    ...(compiled as Omit<OcdsRelease, 'id' | 'date' | 'tag'>),
    id: `${latest.ocid}-compiled-${latest.date}`,
    date: latest.date,
    tag: ['compiled'],
  };
}
