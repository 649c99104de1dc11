/** Supplier entries as rows: finding and locking one, the caller's own, and who a user name belongs to. */
import { and, eq } from 'drizzle-orm';
import { Messages } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderSuppliers } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findUserByName, type UserRow } from '../account/users.ts';
import { loadTenderForViewer, type TenderRow } from '../tenders/access.ts';

export type EntryRow = typeof tenderSuppliers.$inferSelect;

export async function findEntry(
  db: DbExecutor,
  tenderId: string,
  userId: string,
  { forUpdate = false } = {},
): Promise<EntryRow | undefined> {
  const query = db
    .select()
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, userId)));
  const [entry] = forUpdate ? await query.for('update') : await query;
  return entry;
}

/** A registered user by user name (e-mail); 404 "User is not registered in our application". */
export async function registeredUser(db: DbExecutor, userName: string): Promise<UserRow> {
  const user = await findUserByName(db, userName);
  if (!user) throw notFound(Messages.userNotRegistered);
  return user;
}

/** The entry of a named supplier in the tender, locked; 404 when they have none. */
export async function lockEntryOf(
  db: DbExecutor,
  tenderId: string,
  userName: string,
): Promise<{ user: UserRow; entry: EntryRow }> {
  const user = await registeredUser(db, userName);
  const entry = await findEntry(db, tenderId, user.id, { forUpdate: true });
  if (!entry) throw notFound(Messages.notParticipant);
  return { user, entry };
}

/**
 * For a supplier's own call: the tender (locked, as the caller may see it) and their entry (locked,
 * if any). The owner is refused: nobody takes part in their own auction.
 */
export async function lockOwnParticipation(
  db: DbExecutor,
  tenderId: string,
  userId: string,
): Promise<{ tender: TenderRow; entry: EntryRow | undefined }> {
  const { tender, relation } = await loadTenderForViewer(db, tenderId, userId, { forUpdate: true });
  if (relation === 'owner') throw forbidden(Messages.ownAuction);
  const entry = await findEntry(db, tender.id, userId, { forUpdate: true });
  return { tender, entry };
}
