/**
 * Declares a module's routes as a table: each row is its method, path, schemas and handler; who
 * may call it (the guard and the OpenAPI security), its operationId and its documented error
 * replies are the table's. Every route of the API is declared through here, so the OpenAPI
 * document says every status a route answers: 401 on a guarded route, 403 on a role's, the
 * validation 400 on a route with input, 415 on a route that may be sent a body, and the errors each
 * route names. A route takes the bodies it declares and refuses any other content type (415).
 */
import type {
  ContextConfigDefault,
  FastifyRequest,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@tendermark/shared';
import type { Guards } from './auth.ts';
import { AppError, ZErrorReply, ZValidationErrorReply } from './errors.ts';

/**
 * Who may call a route: anyone (`public`), anyone with the caller known when a token is sent
 * (`optional`), a signed-in user (`signedIn`), or a user with a role (any one of `roles`).
 */
export type Access = 'public' | 'optional' | 'signedIn' | { roles: readonly Role[] };

/** Error statuses a route may name; `true` takes the usual text, a string says when it happens. */
export type RouteErrors = Partial<
  Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503, string | true>
>;

const errorTexts: Record<keyof RouteErrors, string> = {
  400: 'The request is refused on its content ({ error, message })',
  401: 'Not signed in, or the access token is invalid or expired',
  403: 'The caller may not do this',
  404: 'No such thing, or not visible to the caller',
  409: 'The thing is not in a state that allows this',
  413: 'The request or a file in it is too large',
  429: 'Too many requests; try again later',
  502: 'A service the server depends on failed',
  503: 'The server cannot serve this now (database away, maintenance); see Retry-After',
};
const VALIDATION_TEXT =
  'Invalid input: a parameter or the body does not match the schema (validation_error, invalid_json)';
const unsupportedMediaTypeText = (accepted: readonly string[]) =>
  `The body is not of a type this call takes (${accepted.join(', ')}): unsupported_media_type`;

/** Methods whose requests may carry a body: Fastify parses one (as JSON at least) for these. */
const BODY_METHODS = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteTableOptions {
  /** OpenAPI tags of every route. */
  tags: readonly string[];
  /** Who may call the table's routes; a route may say otherwise. */
  access: Access;
  /** The app's guards (not needed when every route is public). */
  guards?: Guards;
}

/** What a route declares besides its path: its description, zod schemas, access and error replies. */
export type RouteSchema = FastifySchema & {
  /** The operation's name in the API (default: the path's last segment, e.g. GetTender). */
  operationId?: string;
  /** What the operation does, for the API docs. */
  description: string;
  /** A short title (default: the operationId in words). */
  summary?: string;
  /** Who may call it, when not the table's. */
  access?: Access;
  /** The errors the route answers besides the table's automatic ones (401, 403, validation 400). */
  errors?: RouteErrors;
  /** Descriptions of the success replies (default: the summary). */
  replies?: Partial<Record<number, string>>;
  /** A check run after the guard (a rate limit, a feature switch). */
  preHandler?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
  /** For the docs only: the multipart/form-data body (fields and files) the handler reads itself. */
  upload?: z.ZodType;
  /**
   * For the docs only: a body the handler reads raw itself (a signed webhook's JSON, whose
   * signature is checked before the body is parsed), and its content types (application/json).
   */
  rawBody?: { schema: z.ZodType; contentTypes?: readonly string[] };
  /** For the docs only: the route answers 302, and where to. */
  redirect?: string;
  /** For the docs only: the success reply is a file of these content types, not JSON. */
  file?: { contentTypes: readonly string[]; description: string };
};

/** A file's content in a multipart body or a reply. */
export const ZBinary = z.string().meta({ format: 'binary' });

/** A handler whose request and reply are typed from the route's zod schemas. */
export type RouteHandler<Schema extends RouteSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

const bearerSecurity = [{ bearer: [] }];
/** The token is optional: with one, the reply may tell more (the caller's own standing). */
const optionalBearerSecurity = [{}, { bearer: [] }];

function guardOf(access: Access, guards: Guards | undefined) {
  if (access === 'public') return undefined;
  if (!guards) throw new Error('routeTable: a guarded route needs the guards');
  if (access === 'optional') return guards.identify;
  if (access === 'signedIn') return guards.authenticate;
  return guards.requireAnyRole(...access.roles);
}

/**
 * The media types of the bodies a route takes: an upload's multipart form, a raw body's types, the
 * types it `consumes`, or JSON. A route that reads no body takes JSON too (and ignores it), as
 * clients send `{}` or `null` to such calls.
 */
function acceptedMediaTypes(schema: RouteSchema): readonly string[] {
  if (schema.upload) return ['multipart/form-data'];
  if (schema.rawBody) return schema.rawBody.contentTypes ?? ['application/json'];
  return (schema.consumes as readonly string[] | undefined) ?? ['application/json'];
}

/**
 * Refuses, before anything is read, a body of a type the route does not declare: the app's form
 * and multipart parsers (registered for /token and the uploads) would otherwise hand any route a
 * form's fields, or nothing for a multipart body, and the route would answer as if it took them.
 */
function refuseUndeclaredBodies(accepted: readonly string[]) {
  return async (request: FastifyRequest) => {
    const mediaType = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
    if (mediaType && !accepted.includes(mediaType))
      throw new AppError(
        415,
        'unsupported_media_type',
        `Unsupported Media Type: send ${accepted.join(' or ')}`,
      );
  };
}

/** The route's operationId, or its path's last segment (GetTender). */
const operationIdOf = (url: string, schema: RouteSchema) =>
  schema.operationId ??
  url
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .at(-1)!;

/** "GetTender" as "Get tender". */
const inWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\s(\S)/g, (_all, letter: string) => ` ${letter.toLowerCase()}`);

/** The route's Fastify schema with its documented replies and their descriptions. */
function documentedSchema(
  method: HTTPMethods,
  url: string,
  schema: RouteSchema,
  tags: readonly string[],
  access: Access,
) {
  const {
    errors,
    replies,
    preHandler: _preHandler,
    bodyLimit: _bodyLimit,
    file,
    redirect,
    ...rest
  } = schema;
  const operationId = operationIdOf(url, schema);
  const summary = schema.summary ?? inWords(operationId);
  const response: Record<string, unknown> = { ...(schema.response as object) };
  const descriptions: Record<string, string> = {};
  if (file) descriptions[200] = file.description;
  if (redirect) descriptions[302] = redirect;
  for (const status of Object.keys(response))
    descriptions[status] = replies?.[Number(status)] ?? summary;
  const addError = (status: number, text: string, reply: z.ZodType = ZErrorReply) => {
    const declared = response[status] as z.ZodType | undefined;
    response[status] = declared && declared !== reply ? z.union([declared, reply]) : reply;
    descriptions[status] =
      descriptions[status] && declared ? `${descriptions[status]}; ${text}` : text;
  };
  // A route that may be sent a body parses it (malformed JSON: invalid_json) and refuses a type it
  // does not take, whether or not it reads one.
  const takesBody = BODY_METHODS.has(method);
  if (schema.body || schema.querystring || schema.params || schema.upload || takesBody)
    addError(400, VALIDATION_TEXT, ZValidationErrorReply);
  if (takesBody) addError(415, unsupportedMediaTypeText(acceptedMediaTypes(schema)));
  if (access !== 'public' && access !== 'optional') addError(401, errorTexts[401]);
  if (typeof access === 'object')
    addError(403, `${errorTexts[403]} (roles: ${access.roles.join(', ')})`);
  for (const [status, text] of Object.entries(errors ?? {}))
    addError(
      Number(status),
      text === true ? errorTexts[Number(status) as keyof RouteErrors] : text,
    );
  // Every route: the database away (readiness says so too), and writes during maintenance.
  addError(503, errorTexts[503]);
  const security =
    access === 'public'
      ? undefined
      : access === 'optional'
        ? optionalBearerSecurity
        : bearerSecurity;
  return {
    tags,
    ...(security ? { security } : {}),
    ...rest,
    operationId,
    summary,
    response,
    replyDescriptions: descriptions,
    fileTypes: file?.contentTypes,
  };
}

export function routeTable(app: FastifyInstance, options: RouteTableOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  function on<const Schema extends RouteSchema>(
    method: HTTPMethods | HTTPMethods[],
    url: string,
    schema: Schema,
    handler: RouteHandler<Schema>,
  ): void {
    if (Array.isArray(method) && method.length > 1) {
      // One operation per method: the first keeps the name, the others say their method.
      const name = operationIdOf(url, schema);
      method.forEach((each, index) =>
        on(
          each,
          url,
          {
            ...schema,
            operationId: index === 0 ? name : `${name}Via${each[0]}${each.slice(1).toLowerCase()}`,
          },
          handler,
        ),
      );
      return;
    }
    const access = schema.access ?? options.access;
    const guard = guardOf(access, options.guards);
    const preHandler = [guard, schema.preHandler].filter((hook) => hook !== undefined);
    const single = Array.isArray(method) ? method[0] : method;
    routes.route<RouteGenericInterface, ContextConfigDefault, Schema>({
      method,
      url,
      ...(BODY_METHODS.has(single)
        ? { onRequest: refuseUndeclaredBodies(acceptedMediaTypes(schema)) }
        : {}),
      preHandler,
      ...(schema.bodyLimit ? { bodyLimit: schema.bodyLimit } : {}),
      schema: documentedSchema(single, url, schema, options.tags, access) as unknown as Schema,
      handler,
    });
  }

  const verb =
    (method: HTTPMethods) =>
    <const Schema extends RouteSchema>(
      url: string,
      schema: Schema,
      handler: RouteHandler<Schema>,
    ): void =>
      on(method, url, schema, handler);

  return {
    on,
    get: verb('GET'),
    post: verb('POST'),
    put: verb('PUT'),
    patch: verb('PATCH'),
    delete: verb('DELETE'),
  };
}

/**
 * The OpenAPI transform of every route: fastify-type-provider-zod's, plus the description of each
 * reply that the route table wrote (so no reply is a bare "Default Response").
 */
export const openApiRouteTransform: typeof jsonSchemaTransform = (input) => {
  const { replyDescriptions, fileTypes, upload, rawBody, ...schema } = (input.schema ??
    {}) as FastifySchema & {
    replyDescriptions?: Record<string, string>;
    fileTypes?: readonly string[];
    upload?: z.ZodType;
    rawBody?: RouteSchema['rawBody'];
  };
  const documented = upload
    ? { ...schema, body: upload, consumes: ['multipart/form-data'] }
    : rawBody
      ? { ...schema, body: rawBody.schema, consumes: rawBody.contentTypes ?? ['application/json'] }
      : schema;
  const output = jsonSchemaTransform({ ...input, schema: documented } as typeof input);
  const response = (output.schema?.response ?? {}) as Record<string, object>;
  if (fileTypes) {
    const content = Object.fromEntries(
      fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
    output.schema = { ...output.schema, response: { ...response, 200: { content } } };
  }
  const replies = (output.schema?.response ?? {}) as Record<string, object>;
  for (const [status, description] of Object.entries(replyDescriptions ?? {}))
    // A redirect has no body: type null leaves its content out.
    replies[status] = { ...(replies[status] ?? { type: 'null' }), description };
  output.schema = { ...output.schema, response: replies };
  return output;
};

const QUERY_FLAG_VALUES = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'];

/**
 * A true/false query parameter: zod's stringbool (any case of true/1/yes/on/y/enabled and their
 * opposites), documented with the values it accepts rather than as any text.
 */
export const zQueryFlag = (byDefault: boolean) =>
  z
    .stringbool()
    .meta({ enum: QUERY_FLAG_VALUES, description: 'true or false (also 1/0, yes/no, on/off)' })
    .default(byDefault);

/** The multipart/form-data body of an upload, for the docs: the tenderId field, then the files. */
export const ZUploadForm = z.object({
  tenderId: z.string().optional().describe('The tender (or give it in the query)'),
  files: z.array(ZBinary).describe('One part per file (any field name)'),
});
