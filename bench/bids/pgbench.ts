/**
 * The physical reference: pgbench (Debian's PostgreSQL package) running a one-row UPDATE script
 * against the same PostgreSQL server, with one client per tender (bids on one tender serialize on
 * one row, as these updates do).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function pgbenchReference(
  databaseUrl: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    'create table if not exists bench_rows (id int primary key, v bigint not null default 0)',
  );
  await client.query(
    'insert into bench_rows (id) select generate_series(1, $1::int) on conflict do nothing',
    [clients],
  );
  await client.end();

  const script = path.join(mkdtempSync(path.join(tmpdir(), 'pgbench-')), 'one-row-update.sql');
  writeFileSync(
    script,
    `\\set id random(1, ${clients})\nUPDATE bench_rows SET v = v + 1 WHERE id = :id;\n`,
  );
  const url = new URL(databaseUrl);
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      url.pathname.slice(1),
    ],
    { encoding: 'utf8' },
  );
  const match = output.match(/tps = ([\d.]+)/);
  if (!match) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(match[1]);
}
