/**
 * bench/japanese-round: one Japanese lot with M members (1 000 by default) connected to the room
 * over Socket.IO's wire protocol (bids/room-clients.ts), every member accepting each level over
 * HTTP early in its round, against a server started here (its own clock loop closing the rounds)
 * on PostgreSQL. Measures, for each round close, the time from the round's end (the instant the
 * clock's tick is due to close it) to the moment each member, and then every member, holds the
 * next level's lotUpdate; reports p50 / p99 over the measured rounds. 127.0.0.1 only, and bounded:
 * the run stops after its rounds or its time budget, whichever comes first. Usage: bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createAccessTokens } from '../apps/server/src/modules/account/access-tokens.ts';
import { cpuBetween, sampleCpu } from './bids/cpu.ts';
import { closeHttpClient, postJson, warmConnections } from './bids/http-client.ts';
import { joinRoom, numberField, type RoomMember } from './bids/room-clients.ts';
import { createFixture, type BenchUser } from './bids/setup.ts';
import { ms, percentile } from './bids/stats.ts';
import { envNumber } from './common/env.ts';
import { startBenchServer } from './common/server.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_bench',
  port: envNumber('BENCH_PORT', 3302),
  jwtSecret: process.env.BENCH_JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret!',
  members: envNumber('BENCH_MEMBERS', 1000),
  /** Measured round closes (the first close is a warm-up and not counted). */
  rounds: envNumber('BENCH_ROUNDS', 20),
  /** The shortest round the rules allow. */
  roundSeconds: envNumber('BENCH_ROUND_SECONDS', 10),
  /** Members who accept every level (the first ones); the others stay connected and let it pass. */
  accepting: envNumber('BENCH_ACCEPTING', Number.POSITIVE_INFINITY),
  /** Members accept at a random moment in this first share of each round. */
  acceptWithin: envNumber('BENCH_ACCEPT_WITHIN', 0.4),
};

const SECOND = 1000;
/** Wall-clock milliseconds with sub-millisecond precision, comparable with the server's dates. */
const wallNow = () => performance.timeOrigin + performance.now();
const round2 = (value: number) => Math.round(value * 100) / 100;

type Member = {
  user: BenchUser;
  token: string;
  socket?: RoomMember;
  heardRound: number;
  /** Refused once (a round missed): out of the lot for good, it only listens from then on. */
  isOut?: boolean;
};
/** When each member heard each round's level (index: round). */
type Arrivals = Map<number, number[]>;

async function prepareTender(): Promise<{ tenderId: string; itemId: string; users: BenchUser[] }> {
  const fixture = await createFixture(settings.databaseUrl, 1, settings.members);
  const [tender] = fixture.tenders;
  // The fixture's live English tender becomes a Japanese one waiting for its start.
  const handle = await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 1 });
  try {
    await handle.db.execute(sql`
      UPDATE tenders SET status = 11, auction_format = 'japanese',
        format_rules = ${JSON.stringify({ roundSeconds: settings.roundSeconds })}::jsonb,
        start_date = now() + interval '1 day', end_date = now() + interval '1 day 1 hour'
      WHERE id = ${tender.tenderId}`);
  } finally {
    await handle.close();
  }
  return { tenderId: tender.tenderId, itemId: tender.itemId, users: tender.suppliers };
}

/** Starts the auction a moment from now: the server's clock writes the lot and its members. */
async function startAuction(tenderId: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 1 });
  try {
    await handle.db.execute(sql`
      UPDATE tenders SET start_date = date_trunc('second', now()) + interval '2 seconds',
        end_date = date_trunc('second', now()) + interval '2 seconds' + interval '1 hour'
      WHERE id = ${tenderId}`);
  } finally {
    await handle.close();
  }
}

async function connectMembers(baseUrl: string, tenderId: string, users: BenchUser[]) {
  const tokens = createAccessTokens(settings.jwtSecret, 4 * 3600, systemClock);
  const members: Member[] = [];
  for (const user of users)
    members.push({
      user,
      token: (await tokens.issue({ ...user, roles: [] })).token,
      heardRound: -1,
    });
  // A hundred at a time: a thousand handshakes at once only queue on the two cores.
  for (let start = 0; start < members.length; start += 100)
    await Promise.all(
      members.slice(start, start + 100).map(async (member) => {
        member.socket = await joinRoom(baseUrl, member.token, tenderId, []);
      }),
    );
  await warmConnections(baseUrl, Math.min(members.length, 1000));
  return members;
}

/** The server this run started, killed however the run ends. */
let server: ChildProcess | undefined;

function main() {
  const budgetMs = (settings.rounds + 4) * settings.roundSeconds * SECOND + 180 * SECOND;
  const deadline = setTimeout(() => {
    console.error(`stopped: the time budget (${budgetMs / SECOND} s) ran out`);
    server?.kill('SIGTERM');
    process.exit(2);
  }, budgetMs);
  deadline.unref();
  return run().finally(() => {
    clearTimeout(deadline);
    server?.kill('SIGTERM');
  });
}

async function run() {
  server = await startBenchServer({
    databaseUrl: settings.databaseUrl,
    port: settings.port,
    env: { JWT_SECRET: settings.jwtSecret },
  });
  const baseUrl = `http://127.0.0.1:${settings.port}`;
  try {
    console.log(`fixture: one Japanese lot, ${settings.members} members …`);
    const { tenderId, itemId, users } = await prepareTender();
    console.log('connecting members …');
    const members = await connectMembers(baseUrl, tenderId, users);

    const arrivals: Arrivals = new Map();
    const roundEnds = new Map<number, number>();
    const refused = new Map<string, number>();
    let finished: () => void = () => {};
    let lotClosed: string | undefined;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const accept = async (member: Member, round: number) => {
      const reply = await postJson(baseUrl, '/api/tendersupplier/AcceptLevel', member.token, {
        tenderId,
        itemId,
        round,
      });
      if (reply.status !== 200) {
        member.isOut = true;
        const code = (reply.json as { error?: string } | null)?.error ?? String(reply.status);
        refused.set(code, (refused.get(code) ?? 0) + 1);
      }
    };
    const measuredUpTo = settings.rounds + 1;
    for (const [index, member] of members.entries())
      member.socket!.on('lotUpdate', (frame) => {
        const at = wallNow();
        const round = numberField(frame, 'round');
        if (round === undefined) return;
        if (frame.includes('"state":"closed"')) {
          lotClosed = frame;
          finished();
          return;
        }
        // A member's first push of a round is its arrival (a drop-out's push repeats the round).
        if (round <= member.heardRound) return;
        member.heardRound = round;
        let heard = arrivals.get(round);
        if (!heard) arrivals.set(round, (heard = []));
        if (!roundEnds.has(round)) {
          const endsAt = /"roundEndsAt":"([^"]+)"/.exec(frame)?.[1];
          if (endsAt) roundEnds.set(round, Date.parse(endsAt));
        }
        heard.push(at);
        if (heard.length === members.length && roundEnds.has(round))
          console.log(
            `round ${round}: every member in ${ms(at - roundEnds.get(round)! + settings.roundSeconds * SECOND)}`,
          );
        if (round >= measuredUpTo) {
          if (heard.length === members.length) finished();
          return;
        }
        if (index >= settings.accepting || member.isOut) return;
        const delay = Math.random() * settings.acceptWithin * settings.roundSeconds * SECOND;
        setTimeout(() => void accept(member, round), delay);
      });

    const serverPids = server.pid === undefined ? [] : [server.pid];
    const cpuBefore = sampleCpu(serverPids);
    const startedAt = wallNow();
    await startAuction(tenderId);
    console.log(
      `running ${measuredUpTo} round closes of ${settings.roundSeconds} s (the first one warms up) …`,
    );
    await done;
    const elapsedSeconds = (wallNow() - startedAt) / SECOND;
    if (lotClosed) console.error(`the lot closed before the last round: ${lotClosed}`);
    const cpu = cpuBetween(cpuBefore, sampleCpu(serverPids));

    // Round r + 1's level is pushed when round r closes, at the end of round r (round r + 1's end
    // minus one round).
    const everyMember: number[] = [];
    const eachMember: number[] = [];
    let missed = 0;
    for (let round = 2; round <= measuredUpTo; round += 1) {
      const heard = arrivals.get(round) ?? [];
      const nextEnd = roundEnds.get(round);
      if (nextEnd === undefined) continue;
      const closeDue = nextEnd - settings.roundSeconds * SECOND;
      missed += members.length - heard.length;
      const latencies = heard.map((at) => at - closeDue).sort((a, b) => a - b);
      eachMember.push(...latencies);
      everyMember.push(latencies.at(-1) ?? Number.NaN);
    }
    everyMember.sort((a, b) => a - b);
    eachMember.sort((a, b) => a - b);
    const quantiles = (sorted: number[]) => ({
      p50: round2(percentile(sorted, 0.5)),
      p99: round2(percentile(sorted, 0.99)),
      max: round2(sorted.at(-1) ?? Number.NaN),
    });
    const over200 = everyMember.filter((latency) => latency > 200).length;
    const stillIn = members.filter((member, index) => index < settings.accepting && !member.isOut);
    const report = {
      roundsOver200Ms: over200,
      membersAcceptingToTheEnd: stillIn.length,
      members: members.length,
      roundSeconds: settings.roundSeconds,
      measuredRounds: everyMember.length,
      untilEveryMember: quantiles(everyMember),
      untilEachMember: quantiles(eachMember),
      pushesMissed: missed,
      acceptancesRefused: Object.fromEntries(refused),
      seconds: round2(elapsedSeconds),
      cpuCoresBusy: {
        server: round2(cpu.server / elapsedSeconds),
        postgres: round2(cpu.postgres / elapsedSeconds),
        benchClient: round2(cpu.client / elapsedSeconds),
      },
    };
    const line = (q: ReturnType<typeof quantiles>) =>
      `p50 ${ms(q.p50)} · p99 ${ms(q.p99)} · max ${ms(q.max)}`;
    console.log(`
round close → every member holds the next level (${report.measuredRounds} rounds)
                          ${line(report.untilEveryMember)}
round close → each member ${line(report.untilEachMember)}
rounds over 200 ms        ${report.roundsOver200Ms} of ${report.measuredRounds}
pushes missed             ${report.pushesMissed}
members still accepting   ${report.membersAcceptingToTheEnd}
acceptances refused       ${JSON.stringify(report.acceptancesRefused)}
cores busy                server ${report.cpuCoresBusy.server} · PostgreSQL ${report.cpuCoresBusy.postgres} · bench client ${report.cpuCoresBusy.benchClient}
`);
    console.log(JSON.stringify(report));
    for (const member of members) member.socket?.close();
    await closeHttpClient();
  } finally {
    server?.kill('SIGTERM');
  }
}

await main();
