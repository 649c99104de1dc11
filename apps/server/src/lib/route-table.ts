/** Declares a module's routes as a table: each row is its method, path, schemas and handler; the guard, OpenAPI tags and bearer security are the table's. */
import type {
  ContextConfigDefault,
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const bearerSecurity = [{ bearer: [] }];

export interface RouteTableOptions {
  /** OpenAPI tags of every route; a route may name its own instead. */
  tags: readonly string[];
  /** The preHandler of every route: one of the `guards`. */
  guard: preHandlerAsyncHookHandler;
}

/** What a route declares besides its path: a summary, and zod schemas for its request and replies. */
export type RouteSchema = FastifySchema & { summary: string };

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

export function routeTable(app: FastifyInstance, { tags, guard }: RouteTableOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  function on<const Schema extends RouteSchema>(
    method: HTTPMethods | HTTPMethods[],
    url: string,
    schema: Schema,
    handler: RouteHandler<Schema>,
  ): void {
    routes.route<RouteGenericInterface, ContextConfigDefault, Schema>({
      method,
      url,
      preHandler: guard,
      schema: { tags, security: bearerSecurity, ...schema },
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
