/**
 * How the fuzz test breaks a valid request: fast-check arbitraries for hostile values and the
 * mutation that applies one of them, with whether the broken request must be refused.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { JsonSchema, Operation } from './fixture.ts';
import type { CallSpec } from './requests.ts';

const hostileStrings = [
  '',
  ' ',
  'x'.repeat(100_000),
  '😀'.repeat(5_000),
  '\u0000',
  '\u202e\u0000\ud800',
  'Ω≈ç√∫˜µ≤≥÷ 田中さん ‮ مرحبا',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '%00%2e%2e%2f',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '1e400',
  '99999999999999999999999999',
  'true',
  'null',
  '[object Object]',
];

const hostileNumbers = [
  -1,
  0,
  -0.5,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

/** Any JSON value a client could send, biased towards the nasty ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings),
  fc.constantFrom<unknown>(...hostileNumbers),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), {
    maxLength: 4,
  }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 3,
  }),
);

export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers.map(String)),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** File names meant to escape the storage folder or confuse a download. */
export const hostileFileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\system32\\drivers\\etc\\hosts',
    '/etc/shadow',
    'C:\\boot.ini',
    '....//....//x.pdf',
    '%2e%2e%2f%2e%2e%2fx.pdf',
    'x.pdf\u0000.exe',
    'invoice\u202efdp.exe',
    'a"; filename="evil.html',
    'report.pdf\r\nContent-Type: text/html',
    `${'a'.repeat(300)}.pdf`,
    '.htaccess',
    'x.html',
    '',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((name) => `${name}.pdf`),
);

export type Mutation =
  | { kind: 'wrongType'; field: number; value: unknown }
  | { kind: 'missing'; field: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'numberLiteral'; field: number; literal: string }
  | { kind: 'malformedJson'; cut: number; junk: string }
  | { kind: 'contentType'; contentType: string }
  | { kind: 'notObject'; value: unknown }
  | { kind: 'query'; parameter: number; value: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrongType' as const), field: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('missing' as const), field: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'ownerId', 'status', 'id', 'zzz'),
    value: hostileValue,
  }),
  fc.record({
    kind: fc.constant('numberLiteral' as const),
    field: fc.nat(),
    literal: fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '1E-400'),
  }),
  fc.record({
    kind: fc.constant('malformedJson' as const),
    cut: fc.nat(),
    junk: fc.constantFrom('', '}', '{"a":', ',,', '\u0000', "{'single': 'quotes'}", 'NaN'),
  }),
  fc.record({
    kind: fc.constant('contentType' as const),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ),
  }),
  fc.record({ kind: fc.constant('notObject' as const), value: hostileValue }),
  fc.record({ kind: fc.constant('query' as const), parameter: fc.nat(), value: hostileQueryValue }),
);

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a value can never satisfy the schema because its JSON type is not allowed. */
function isWrongType(value: unknown, schema: JsonSchema | undefined): boolean {
  const allowed = typesOf(schema);
  if (allowed.length === 0) return false;
  const type = jsonType(value);
  return !allowed.includes(type) && !(type === 'integer' && allowed.includes('number'));
}

const unsupportedContentTypes = ['text/plain', 'application/xml', 'application/octet-stream'];

/**
 * must: no valid request can look like this (malformed JSON, an unsupported content type);
 * expected: the OpenAPI schema says it is invalid, but a default or a lenient filter may still
 * accept it; either: it may well be valid (an extra field, an odd query value).
 */
export type Refusal = 'must' | 'expected' | 'either';
export type BrokenRequest = { request: InjectOptions; refusal: Refusal };
const expectedIf = (isInvalid: boolean): Refusal => (isInvalid ? 'expected' : 'either');

/**
 * The request with one mutation applied, or undefined when the mutation does not apply to the
 * route (a body mutation for a route without a JSON body, say).
 */
export function breakRequest(
  operation: Operation,
  url: string,
  call: CallSpec,
  headers: Record<string, string>,
  change: Mutation,
): BrokenRequest | undefined {
  const method = operation.method as 'POST';
  const schema = operation.bodySchema;
  const json = (body: unknown, refusal: Refusal, contentType = 'application/json') => ({
    request: {
      method,
      url,
      headers: { ...headers, 'content-type': contentType },
      payload: JSON.stringify(body),
    },
    refusal,
  });
  if (change.kind === 'query') {
    const names = operation.parameters.filter((parameter) => parameter.in === 'query');
    if (names.length === 0) return undefined;
    const name = names[change.parameter % names.length].name;
    const query = new URLSearchParams({ ...call.query, [name]: change.value });
    const target = `${url.split('?')[0]}?${query}`;
    const body =
      call.body === undefined
        ? { headers }
        : {
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(call.body),
          };
    return { request: { method, url: target, ...body }, refusal: 'either' };
  }
  if (!schema || call.body === undefined) return undefined;
  const base = call.body as Record<string, unknown>;
  const isObjectBody = typeof base === 'object' && base !== null && !Array.isArray(base);
  const fields = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  switch (change.kind) {
    case 'wrongType': {
      if (!isObjectBody || fields.length === 0)
        return json(change.value, expectedIf(isWrongType(change.value, schema)));
      const field = fields[change.field % fields.length];
      const isRequiredOrTyped = required.includes(field) || change.value !== null;
      return json(
        { ...base, [field]: change.value },
        expectedIf(isRequiredOrTyped && isWrongType(change.value, schema.properties?.[field])),
      );
    }
    case 'missing': {
      if (!isObjectBody || required.length === 0) return undefined;
      const field = required[change.field % required.length];
      const { [field]: _removed, ...rest } = base;
      return json(rest, 'expected');
    }
    case 'extra':
      if (!isObjectBody) return undefined;
      return json({ ...base, [change.key]: change.value }, 'either');
    case 'numberLiteral': {
      if (!isObjectBody || fields.length === 0) return undefined;
      const field = fields[change.field % fields.length];
      const marker = '"__number_literal__"';
      const payload = JSON.stringify({ ...base, [field]: '__number_literal__' }).replace(
        marker,
        change.literal,
      );
      return {
        request: {
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        },
        refusal: 'either',
      };
    }
    case 'malformedJson': {
      const text = JSON.stringify(base);
      const payload = text.slice(0, Math.max(1, change.cut % text.length)) + change.junk;
      let isValidJson = true;
      try {
        JSON.parse(payload);
      } catch {
        isValidJson = false;
      }
      if (isValidJson) return undefined;
      return {
        request: {
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        },
        refusal: 'must',
      };
    }
    case 'contentType':
      // A form-encoded body may still parse into an object with every field optional, and the
      // JSON parser reads any declared charset as UTF-8 (harmless: the bytes are valid JSON).
      // Multipart is a registered parser: a route whose body is optional just sees no body.
      if (change.contentType === 'multipart/form-data')
        return json(base, expectedIf(required.length > 0), change.contentType);
      if (unsupportedContentTypes.includes(change.contentType))
        return json(base, 'must', change.contentType);
      return json(
        base,
        expectedIf(change.contentType.startsWith('application/x-www-form') && required.length > 0),
        change.contentType,
      );
    case 'notObject': {
      // A body whose fields are all optional may be left out, which a JSON null also does.
      const expectsObject = isObjectBody && (required.length > 0 || change.value !== null);
      return json(
        change.value,
        expectedIf(expectsObject && !typesOf(schema).includes(jsonType(change.value))),
      );
    }
  }
}
