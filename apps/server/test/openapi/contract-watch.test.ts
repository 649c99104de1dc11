/**
 * The watch that checks every reply of the server suites against the OpenAPI document
 * (test/support/contract-watch.ts): a small Fastify app that answers what each test asks for,
 * watched with the contract of a two-operation document.
 */
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchContract } from '../support/contract-watch.ts';
import { openApiContract, type OpenApiDocument } from '../support/openapi-contract.ts';

/** A URL of GetThing answering this status and body. */
const thing = (status: number, body: string) =>
  `/api/things/GetThing?status=${status}&body=${encodeURIComponent(body)}`;
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const document: OpenApiDocument = {
  paths: {
    '/api/things/GetThing': {
      get: {
        operationId: 'GetThing',
        responses: {
          200: {
            description: 'The thing',
            ...json({
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' } },
            }),
          },
          404: { description: 'No such thing', ...json({ type: 'object' }) },
        },
      },
    },
    '/token': {
      post: {
        operationId: 'Token',
        requestBody: {
          content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } },
        },
        responses: { 200: { description: 'Tokens', ...json({ type: 'object' }) } },
      },
    },
  },
};

describe('the contract watch', () => {
  let app: FastifyInstance;
  let watch: { problems: string[] };
  beforeAll(async () => {
    app = Fastify();
    await app.register(formbody);
    // Answers with the status and the JSON body the query asks for, brotli-compressed on request.
    const answer = async (
      request: FastifyRequest<{ Querystring: { status?: string; body?: string } }>,
      reply: FastifyReply,
    ) => {
      const { status = '200', body = '{"name":"a"}' } = request.query;
      reply.status(Number(status)).header('content-type', 'application/json; charset=utf-8');
      if (!request.headers['accept-encoding']?.includes('br')) return reply.send(body);
      return reply.header('content-encoding', 'br').send(brotliCompressSync(body));
    };
    app.get('/api/things/GetThing', answer);
    app.get('/api/openapi.json', answer);
    app.get('/api/docs/static/index.html', answer);
    app.get('/api/things/Undocumented', answer);
    app.post('/token', answer);
    await app.ready();
    watch = watchContract(app, openApiContract(document));
  });
  beforeEach(() => {
    watch.problems.length = 0;
  });
  afterAll(() => app.close());

  it('passes a reply the document declares', async () => {
    await app.inject({ method: 'GET', url: '/api/things/GetThing' });
    await app.inject({ method: 'GET', url: thing(404, '{}') });
    expect(watch.problems).toEqual([]);
  });

  it('notes an undeclared status and a body its schema refuses', async () => {
    await app.inject({ method: 'GET', url: thing(409, '{}') });
    await app.inject({ method: 'GET', url: thing(200, '{"name":1}') });
    expect(watch.problems).toEqual([
      expect.stringMatching(/^GetThing \(GET \/api\/things\/GetThing\): status 409 undeclared/),
      expect.stringMatching(/^GetThing .*: 200 body does not match its schema/),
    ]);
  });

  it('checks a compressed body as the client reads it', async () => {
    const headers = { 'accept-encoding': 'br' };
    await app.inject({ method: 'GET', url: '/api/things/GetThing', headers });
    expect(watch.problems).toEqual([]);
    await app.inject({ method: 'GET', url: thing(200, '{"name":2}'), headers });
    expect(watch.problems).toEqual([expect.stringContaining('does not match its schema')]);
  });

  it('leaves the document and its viewer alone, and notes any other URL under /api', async () => {
    await app.inject({ method: 'GET', url: '/api/openapi.json' });
    await app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(watch.problems).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/things/Undocumented' });
    expect(watch.problems).toEqual(['GET /api/things/Undocumented: no operation in the document']);
  });

  it('does not count a 500, which is a failure and no part of the contract', async () => {
    await app.inject({ method: 'GET', url: thing(500, '{}') });
    expect(watch.problems).toEqual([]);
  });

  it("checks the document's operations outside /api, and the request's body type", async () => {
    await app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });
    expect(watch.problems).toEqual([]);
    await app.inject({ method: 'POST', url: '/token', payload: { grant_type: 'password' } });
    expect(watch.problems).toEqual([
      'Token (POST /token): request body application/json undeclared',
    ]);
  });
});
