/**
 * Every route of the OpenAPI document, called with malformed JSON, wrong types, missing fields and
 * unknown ids, by a visitor, a normal user and an admin: no reply may be a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper.ts';
import { createUser } from './factories.ts';

type Operation = { method: string; path: string; queryNames: string[] };
type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

const unknownId = randomUUID();
const queryValueSets = [
  (name: string) => (/id$/i.test(name) ? unknownId : 'x'),
  () => '-1',
  () => '99999999999999999999',
  () => '',
];
const bodies: { payload: string; contentType: string }[] = [
  { payload: '{"broken": ', contentType: 'application/json' },
  { payload: '"just a string"', contentType: 'application/json' },
  { payload: '[1, {"x": null}]', contentType: 'application/json' },
  {
    payload: JSON.stringify({
      tenderId: unknownId,
      id: unknownId,
      itemId: 12,
      bid: 'cheap',
      userName: 42,
      email: [],
      name: {},
    }),
    contentType: 'application/json',
  },
  { payload: '{}', contentType: 'application/json' },
  { payload: 'grant_type=password', contentType: 'application/x-www-form-urlencoded' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="tenderId"\r\n\r\nnope\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
];

function operations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      queryNames: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    })),
  );
}

describe('no call answers 5xx to bad input', () => {
  let app: TestApp;
  let tokens: (string | undefined)[];
  beforeAll(async () => {
    app = await build();
    const user = await createUser(app);
    const admin = await createUser(app, { roles: ['Admin'] });
    tokens = [undefined, user.token, admin.token];
  });
  afterAll(() => app.dispose());

  it('covers every documented route', async () => {
    const document = (
      await app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as OpenApiDocument;
    const routes = operations(document);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      for (const token of tokens) {
        for (const [index, valueFor] of queryValueSets.entries()) {
          const query = new URLSearchParams(
            route.queryNames.map((name): [string, string] => [name, valueFor(name)]),
          );
          const url = `${route.path.replace(/\{[^}]+\}/g, unknownId)}?${query}`;
          const headers = token ? { authorization: `Bearer ${token}` } : {};
          const attempts =
            route.method === 'GET' || route.method === 'DELETE' ? [undefined] : bodies;
          for (const body of attempts) {
            const reply = await app.inject({
              method: route.method as 'GET',
              url,
              headers: body ? { ...headers, 'content-type': body.contentType } : headers,
              payload: body?.payload,
            });
            if (reply.statusCode >= 500)
              failures.push(
                `${route.method} ${url} [query set ${index}] ${body?.payload ?? ''} → ${reply.statusCode} ${reply.body}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
