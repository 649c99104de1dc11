/**
 * The OpenAPI document as a contract: every reply an operation gives must have a declared status,
 * a declared content type and, for JSON, a body its schema accepts (ajv over `app.swagger()`); a
 * request body's content type must be declared, and an operation that answers without a login must
 * not declare bearer security. `check` returns what the document does not say, or nothing.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Schema = Record<string, unknown>;
type MediaTypes = Record<string, { schema?: Schema }>;
type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
  security?: Record<string, string[]>[];
};

/** One request and the reply it got, as `app.inject` gives them. */
export type Exchange = {
  method: string;
  url: string;
  requestContentType?: string;
  /** Whether the request carried a bearer token. */
  hasToken: boolean;
  status: number;
  contentType?: string;
  body: string;
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0].trim().toLowerCase();
const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function openApiContract(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(toDraft7(document) as object, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const matchers = Object.keys(document.paths).map((routePath) => ({
    routePath,
    pattern: new RegExp(
      `^${routePath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`,
      'i',
    ),
  }));

  function validator(pointer: string): ValidateFunction {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  /** The document's path and operation that serve a request, if any. */
  function operationOf(method: string, url: string) {
    const pathName = decodeURI(url.split('?')[0]);
    const lower = method.toLowerCase();
    for (const { routePath, pattern } of matchers) {
      const operation = document.paths[routePath][lower];
      if (operation && pattern.test(pathName)) return { routePath, operation };
    }
    return undefined;
  }

  /** What the document does not say about one exchange (empty: it says all of it). */
  function check(exchange: Exchange): string[] {
    const found = operationOf(exchange.method, exchange.url);
    const name = `${exchange.method} ${exchange.url.split('?')[0]}`;
    if (!found) return exchange.status === 404 ? [] : [`${name}: no operation in the document`];
    const { routePath, operation } = found;
    const label = `${operation.operationId ?? name} (${name})`;
    const problems: string[] = [];
    const isSuccess = exchange.status >= 200 && exchange.status < 300;
    const requestType = mediaTypeOf(exchange.requestContentType);
    if (isSuccess && requestType && !operation.requestBody?.content?.[requestType])
      problems.push(`${label}: request body ${requestType} undeclared`);
    const security = operation.security ?? document.security ?? [];
    const needsLogin =
      security.length > 0 && security.every((scheme) => Object.keys(scheme).length > 0);
    if (isSuccess && !exchange.hasToken && needsLogin)
      problems.push(`${label}: answers ${exchange.status} without a login, yet declares security`);
    const responses = operation.responses ?? {};
    const statusKey = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find(
      (key) => responses[key],
    );
    if (!statusKey) {
      problems.push(
        `${label}: status ${exchange.status} undeclared ${exchange.body.slice(0, 120)}`,
      );
      return problems;
    }
    const content = responses[statusKey].content ?? {};
    const replyType = mediaTypeOf(exchange.contentType);
    if (!replyType || exchange.body.length === 0) return problems;
    const declaredType = content[replyType]
      ? replyType
      : Object.keys(content).find(
          (type) => type === '*/*' || type === `${replyType.split('/')[0]}/*`,
        );
    if (!declaredType) {
      problems.push(`${label}: ${exchange.status} ${replyType} body undeclared`);
      return problems;
    }
    if (!replyType.includes('json') || !content[declaredType].schema) return problems;
    const pointer = [
      'paths',
      routePath,
      exchange.method.toLowerCase(),
      'responses',
      statusKey,
      'content',
      declaredType,
      'schema',
    ]
      .map(pointerPart)
      .join('/');
    const validate = validator(`/${pointer}`);
    if (!validate(JSON.parse(exchange.body)))
      problems.push(
        `${label}: ${exchange.status} body does not match its schema: ${ajv.errorsText(validate.errors)} ${exchange.body.slice(0, 160)}`,
      );
    return problems;
  }

  /** Every operation of the document with its method and path. */
  function operations() {
    return Object.entries(document.paths).flatMap(([routePath, methods]) =>
      Object.entries(methods)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), routePath, operation })),
    );
  }

  return { check, operations, operationOf };
}

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum as JSON Schema draft 7's numbers, for ajv. */
function toDraft7(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDraft7);
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[key] = toDraft7(child);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof result[exclusive] !== 'boolean') continue;
    if (result[exclusive]) result[exclusive] = result[bound];
    else delete result[exclusive];
    if (result[exclusive] !== undefined) delete result[bound];
  }
  return result;
}

export type OpenApiContract = ReturnType<typeof openApiContract>;
