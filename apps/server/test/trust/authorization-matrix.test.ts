/**
 * The authorization matrix: every route of the OpenAPI document, called by every kind of caller
 * with a minimal valid request on a fixture tender in the phase the route needs, must answer as
 * the table declares, and a denied call (401/403/404) must write nothing.
 * A route without a row fails the test, so a new route cannot ship without a decision.
 * TRUST_OBSERVED=/tmp/observed.txt writes every route's statuses per caller, to draft a new row.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenderApp, loadCountryIds } from '../tenders/helpers.ts';
import type { TestApp } from '../helper.ts';
import { authorizationTable, type Outcome } from './authorization-table.ts';
import { changedTables, tableChecksum } from './database-checksum.ts';
import {
  CALLERS,
  createFixture,
  operationsOf,
  type Caller,
  type Fixture,
  type FixtureStage,
  type Operation,
} from './fixture.ts';
import { defaultCall, sendCall, type CallSpec } from './requests.ts';

function matches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 400;
  if (outcome === 'refused')
    return status >= 400 && status < 500 && ![401, 403, 404].includes(status);
  return status === outcome;
}

async function callAs(app: TestApp, operation: Operation, caller: Caller, fixture: Fixture) {
  const row = authorizationTable[operation.key];
  const context = { app, fixture, caller };
  const call: CallSpec = row?.call ? await row.call(context) : defaultCall(operation, context);
  return (await sendCall(app, operation, caller, fixture, call)).reply;
}

describe('authorization matrix', () => {
  let app: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    // No background loops: the minute's reminder run claims the fixture's proposal-deadline
    // reminder (a tenders row) and, landing between two checksums, made a refused call look like a
    // write (failed when a loaded machine took the suite past its first minute).
    app = await buildTenderApp({ runClock: false });
    await loadCountryIds(app);
    operations = operationsOf(app);
  });
  afterAll(() => app.dispose());

  it('declares every route of the OpenAPI document', () => {
    const missing = operations
      .map((operation) => operation.key)
      .filter((key) => !authorizationTable[key]);
    expect(missing).toEqual([]);
    const stale = Object.keys(authorizationTable).filter(
      (key) => !operations.some((operation) => operation.key === key),
    );
    expect(stale).toEqual([]);
  });

  it('answers every caller of every route as the table declares', async () => {
    const failures: string[] = [];
    const observed: string[] = [];
    const fixtures = new Map<FixtureStage, Fixture>();
    let knownChecksum: string | undefined;
    let checked = 0;
    for (const operation of operations) {
      const row = authorizationTable[operation.key];
      const statuses: string[] = [];
      const stage = row?.stage ?? 'running';
      for (const caller of CALLERS) {
        // A refused call changes nothing, so a fixture is shared until a call succeeds.
        let fixture = fixtures.get(stage);
        if (!fixture) {
          fixture = await createFixture(app, stage);
          fixtures.set(stage, fixture);
          knownChecksum = undefined;
        }
        const isWrite = operation.method !== 'GET';
        const before = isWrite ? (knownChecksum ?? (await tableChecksum(app))) : undefined;
        const reply = await callAs(app, operation, caller, fixture);
        knownChecksum = undefined;
        if (isWrite && reply.statusCode < 400) fixtures.delete(stage);
        if (isWrite && [401, 403, 404].includes(reply.statusCode)) {
          // The checksum after a denied call is the next call's "before".
          knownChecksum = await tableChecksum(app);
          if (knownChecksum !== before)
            failures.push(
              `${operation.key} as ${caller}: denied, yet the database changed (${changedTables(before!, knownChecksum)})`,
            );
        }
        statuses.push(`${caller}=${reply.statusCode}`);
        if (!row) continue;
        checked += 1;
        const expected = row.expect[caller];
        if (!matches(expected, reply.statusCode))
          failures.push(
            `${operation.key} as ${caller}: expected ${expected}, got ${reply.statusCode} ${reply.body.slice(0, 200)}`,
          );
      }
      observed.push(`${operation.key} ${statuses.join(' ')}`);
    }
    if (process.env.TRUST_OBSERVED) writeFileSync(process.env.TRUST_OBSERVED, observed.join('\n'));
    console.info(
      `authorization matrix: ${operations.length} routes × ${CALLERS.length} callers, ${checked} calls checked`,
    );
    expect(failures).toEqual([]);
    // A budget, not a timing check: some 1 500 calls, each denied write followed by a checksum
    // (18–30 s on PostgreSQL on a quiet 2-core machine; 127 s was seen under the load of other work).
  }, 300_000);
});
