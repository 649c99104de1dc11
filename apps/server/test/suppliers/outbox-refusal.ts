/** A database trigger that makes the outbox refuse mails to one address, to fail a transaction at its end. */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';

/** Every outbox insert for `email` fails from now on (the transaction that writes it fails). */
export async function refuseMailTo(app: TestApp, email: string): Promise<void> {
  const literal = `'${email.replace(/'/g, "''")}'`;
  await app.ctx.db.execute(
    sql.raw(`create or replace function test_refuse_outbox() returns trigger language plpgsql as $$
      begin
        if new."to" = ${literal} then raise exception 'outbox refused for the test'; end if;
        return new;
      end $$`),
  );
  await app.ctx.db.execute(
    sql.raw(`create trigger test_refuse_outbox before insert on outbox_mails
      for each row execute function test_refuse_outbox()`),
  );
}

export async function acceptMailAgain(app: TestApp): Promise<void> {
  await app.ctx.db.execute(sql.raw('drop trigger if exists test_refuse_outbox on outbox_mails'));
}
