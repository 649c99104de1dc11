/**
 * The OpenAPI document is a contract a client generator can use: every operation is named,
 * described and says who may call it, and every reply the API gives (to every kind of caller,
 * to bad input, to ids that do not exist) has a status, content type and body the document declares.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenderApp, loadCountryIds } from '../tenders/helpers.ts';
import type { TestApp } from '../helper.ts';
import { authorizationTable } from '../trust/authorization-table.ts';
import {
  CALLERS,
  createFixture,
  operationsOf,
  type Caller,
  type Fixture,
  type FixtureStage,
  type Operation,
} from '../trust/fixture.ts';
import { defaultCall, sendCall, type CallSpec } from '../trust/requests.ts';
import {
  openApiContract,
  type OpenApiContract,
  type OpenApiDocument,
} from '../support/openapi-contract.ts';

/** Sends one call as the caller and returns what the document does not say about its reply. */
async function callAndCheck(
  app: TestApp,
  contract: OpenApiContract,
  operation: Operation,
  caller: Caller,
  fixture: Fixture,
  call: CallSpec,
) {
  const sent = await sendCall(app, operation, caller, fixture, call);
  const problems = contract.check({
    method: operation.method,
    url: sent.url,
    requestContentType: sent.requestContentType,
    hasToken: sent.hasToken,
    status: sent.reply.statusCode,
    contentType: sent.reply.headers['content-type']?.toString(),
    body: sent.reply.body,
  });
  return { reply: sent.reply, problems };
}

/** The fixture with every id replaced by one that names nothing. */
function unknownIds(fixture: Fixture): Fixture {
  return {
    ...fixture,
    tenderId: randomUUID(),
    itemId: randomUUID(),
    criterionId: randomUUID(),
    questionId: randomUUID(),
    attachmentId: randomUUID(),
    bidderAttachmentId: randomUUID(),
    savedSearchId: randomUUID(),
    wikiCategoryId: 987_654,
    wikiEntryId: 987_654,
  };
}

/** Distinct operations named in a list of problems (each starts with its operationId or key). */
const operationsIn = (problems: string[]) =>
  new Set(problems.map((problem) => problem.split(':')[0]));

describe('the OpenAPI document', () => {
  let app: TestApp;
  let document: OpenApiDocument;
  let contract: OpenApiContract;
  let operations: Operation[];
  beforeAll(async () => {
    app = await buildTenderApp({ runClock: false });
    await loadCountryIds(app);
    document = app.swagger() as unknown as OpenApiDocument;
    contract = openApiContract(document);
    operations = operationsOf(app);
  }, 180_000);
  afterAll(() => app.dispose());

  it('names, describes and guards every operation', () => {
    const problems: string[] = [];
    const operationIds = new Map<string, string>();
    for (const { method, routePath, operation } of contract.operations()) {
      const key = `${method} ${routePath}`;
      if (!operation.operationId) problems.push(`${key}: no operationId`);
      else if (operationIds.has(operation.operationId))
        problems.push(
          `${key}: operationId ${operation.operationId} also names ${operationIds.get(operation.operationId)}`,
        );
      else operationIds.set(operation.operationId, key);
      if (!operation.summary) problems.push(`${key}: no summary`);
      if (!operation.description) problems.push(`${key}: no description`);
      const responses = Object.entries(operation.responses ?? {});
      for (const [status, response] of responses)
        if (!response.description || response.description === 'Default Response')
          problems.push(`${key}: ${status} has no description of its own`);
      const security = operation.security ?? document.security ?? [];
      const needsLogin =
        security.length > 0 && security.every((scheme) => Object.keys(scheme).length > 0);
      if (needsLogin && !operation.responses?.['401']) problems.push(`${key}: guarded, no 401`);
    }
    const shared = Object.keys(document.components?.schemas ?? {});
    expect(shared).toContain('ErrorReply');
    expect(problems).toEqual([]);
  });

  it('declares every reply to every caller of every operation, to bad input and to unknown ids', async () => {
    const problems: string[] = [];
    const fixtures = new Map<FixtureStage, Fixture>();
    const fixtureFor = async (stage: FixtureStage) => {
      let fixture = fixtures.get(stage);
      if (!fixture) {
        fixture = await createFixture(app, stage);
        fixtures.set(stage, fixture);
      }
      return fixture;
    };
    let calls = 0;
    for (const operation of operations) {
      const row = authorizationTable[operation.key];
      const stage = row?.stage ?? 'running';
      for (const caller of CALLERS) {
        const fixture = await fixtureFor(stage);
        const context = { app, fixture, caller };
        const call = row?.call ? await row.call(context) : defaultCall(operation, context);
        const checked = await callAndCheck(app, contract, operation, caller, fixture, call);
        calls += 1;
        problems.push(...checked.problems);
        // A call that changed something may have spent the fixture (deleted, canceled it).
        if (operation.method !== 'GET' && checked.reply.statusCode < 400) fixtures.delete(stage);
      }
      // Bad input and unknown ids, as the owner and as an admin (who may call every admin route).
      for (const caller of ['owner', 'admin'] as const) {
        const fixture = await fixtureFor(stage);
        const hasInput = operation.parameters.length > 0 || operation.contentTypes.length > 0;
        if (hasInput) {
          const bad: CallSpec = operation.contentTypes.includes('application/json')
            ? { query: {}, body: { unexpected: [] } }
            : { query: {} };
          const checked = await callAndCheck(app, contract, operation, caller, fixture, bad);
          calls += 1;
          problems.push(...checked.problems);
        }
        const hasIds =
          operation.parameters.some((parameter) => /id$/i.test(parameter.name)) ||
          Object.keys(operation.bodySchema?.properties ?? {}).some((name) => /id$/i.test(name));
        if (!hasIds) continue;
        const unknown = unknownIds(fixture);
        const context = { app, fixture: unknown, caller };
        const call = row?.call ? await row.call(context) : defaultCall(operation, context);
        const checked = await callAndCheck(app, contract, operation, caller, unknown, call);
        calls += 1;
        problems.push(...checked.problems);
        if (operation.method !== 'GET' && checked.reply.statusCode < 400) fixtures.delete(stage);
      }
    }
    const unique = [...new Set(problems)];
    console.info(
      `OpenAPI contract: ${operations.length} operations, ${calls} calls, ${unique.length} mismatches on ${operationsIn(unique).size} operations`,
    );
    expect(unique).toEqual([]);
  }, 480_000);
});
