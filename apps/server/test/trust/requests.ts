/**
 * Minimal valid requests derived from the OpenAPI document: required parameters and body fields
 * filled from the fixture (tender, item, question, attachment ids) or a plain value of their type.
 */
import { randomUUID } from 'node:crypto';
import { bearer } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import type { Caller, Fixture, JsonSchema, Operation } from './fixture.ts';

export type CallSpec = {
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: FormData;
  /** A raw body with its content type (form-encoded, text). */
  raw?: { payload: string; contentType: string };
};

export type RequestContext = { app: TestApp; fixture: Fixture; caller: Caller };

/** A value for a field or parameter, chosen by its name. */
export function valueByName(name: string, { fixture }: RequestContext): unknown {
  switch (name.toLowerCase()) {
    case 'tenderid':
    case 'id':
      return fixture.tenderId;
    case 'itemid':
      return fixture.itemId;
    case 'criterionid':
      return fixture.criterionId;
    case 'questionid':
      return fixture.questionId;
    case 'attachmentid':
      return fixture.attachmentId;
    case 'user':
    case 'username':
      return fixture.users.accepted.user.userName;
    case 'email':
      return `new-${randomUUID().slice(0, 8)}@tendermark.test`;
    case 'bid':
      return 90;
    case 'accept':
    case 'approve':
      return true;
    default:
      return undefined;
  }
}

/** A plain value of the schema's type (the first type of a union). */
export function valueOfSchema(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return valueOfSchema(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uuid') return randomUUID();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems && schema.items
        ? Array.from({ length: schema.minItems }, () => valueOfSchema(schema.items!))
        : [];
    case 'object':
      return objectOfSchema(schema, undefined);
    default:
      return null;
  }
}

function objectOfSchema(schema: JsonSchema, context: RequestContext | undefined) {
  const result: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const byName = context ? valueByName(name, context) : undefined;
    result[name] = byName ?? valueOfSchema(schema.properties?.[name] ?? {});
  }
  // Ids named in optional fields still point at the fixture (tenderId of an upload, say).
  for (const name of Object.keys(schema.properties ?? {})) {
    if (name in result || !context || !/id$/i.test(name)) continue;
    const byName = valueByName(name, context);
    if (byName !== undefined) result[name] = byName;
  }
  return result;
}

/** The minimal request the document describes: required parameters and body fields. */
export function defaultCall(operation: Operation, context: RequestContext): CallSpec {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const byName = valueByName(parameter.name, context);
    if (parameter.required || (byName !== undefined && /id$/i.test(parameter.name)))
      query[parameter.name] = String(byName ?? 'x');
  }
  const schema = operation.bodySchema;
  if (!schema) return { query };
  const body =
    schema.type === 'object' || schema.properties
      ? objectOfSchema(schema, context)
      : valueOfSchema(schema);
  return { query, body };
}

/** The URL of an operation: path parameters filled, query appended. */
export function urlOf(operation: Operation, call: CallSpec): string {
  const routePath = operation.path.replace(/\{[^}]+\}/g, 'test');
  const query = new URLSearchParams(call.query ?? {}).toString();
  return query ? `${routePath}?${query}` : routePath;
}

let remoteCounter = 0;
/** A different client address per call, so the per-IP rate limits of login and reset stay out of the way. */
const nextRemoteAddress = () => {
  remoteCounter += 1;
  return `10.${(remoteCounter >> 16) & 255}.${(remoteCounter >> 8) & 255}.${remoteCounter & 255}`;
};

/** Sends one call as the caller: its token, its body (JSON, raw or multipart) and a fresh client address. */
export async function sendCall(
  app: TestApp,
  operation: Operation,
  caller: Caller,
  fixture: Fixture,
  call: CallSpec,
) {
  const user = caller === 'anonymous' ? undefined : fixture.users[caller];
  const headers: Record<string, string> = user ? bearer(user.token) : {};
  let payload: string | FormData | undefined;
  if (call.form) payload = call.form;
  else if (call.raw) {
    payload = call.raw.payload;
    headers['content-type'] = call.raw.contentType;
  } else if (call.body !== undefined) {
    payload = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  const url = urlOf(operation, call);
  const reply = await app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    payload,
    remoteAddress: nextRemoteAddress(),
  });
  const requestContentType = call.form ? 'multipart/form-data' : headers['content-type'];
  return { reply, url, hasToken: Boolean(user), requestContentType };
}
