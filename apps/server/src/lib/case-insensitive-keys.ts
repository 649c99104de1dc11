/** ASP.NET-style binding: incoming keys match schema keys regardless of case (DESIGN §3). */
import { z } from 'zod';

/** Renames keys of `input` to the spelling used by `schema` when they differ only in case. */
export function alignKeysToSchema(schema: z.ZodType, input: unknown): unknown {
  const shape = objectShape(schema);
  if (!shape || !isPlainObject(input)) {
    const element = arrayElement(schema);
    if (element && Array.isArray(input))
      return input.map((item) => alignKeysToSchema(element, item));
    return input;
  }
  const byLowerCase = lowerCaseKeys(shape);
  const aligned: Record<string, unknown> = {};
  // Own keys only: "constructor" or "toString" in a body must not find Object.prototype's members.
  const isSchemaKey = (key: string) => Object.hasOwn(shape, key);
  for (const [key, value] of Object.entries(input)) {
    if (key === '__proto__') continue;
    const schemaKey = isSchemaKey(key) ? key : (byLowerCase.get(key.toLowerCase()) ?? key);
    aligned[schemaKey] = isSchemaKey(schemaKey)
      ? alignKeysToSchema(shape[schemaKey], value)
      : value;
  }
  return aligned;
}

/** Schema shapes live as long as the app: their key maps are made once, not per request. */
const lowerCaseKeyMaps = new WeakMap<object, Map<string, string>>();
function lowerCaseKeys(shape: Record<string, z.ZodType>): Map<string, string> {
  let keys = lowerCaseKeyMaps.get(shape);
  if (!keys) {
    keys = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
    lowerCaseKeyMaps.set(shape, keys);
  }
  return keys;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = (
      current as unknown as {
        def: { type: string; innerType?: z.ZodType; in?: z.ZodType; schema?: z.ZodType };
      }
    ).def;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined;
}

function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const inner = unwrap(schema);
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
