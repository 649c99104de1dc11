// Which actions a row of the tender list offers, following the server's status rules.
import { TenderStatus, type TTenderListRow } from '@tendermark/shared';

export type RowAction = 'duplicate' | 'cancel' | 'hide' | 'unhide' | 'delete';

const CLOSED: number[] = [TenderStatus.ENDED, TenderStatus.CANCELED];
const DELETABLE: number[] = [TenderStatus.NEW, TenderStatus.CANCELED, TenderStatus.ENDED];

/** Owner actions only; a supplier's row just opens. Drafts are deleted rather than canceled. */
export function actionsFor(row: TTenderListRow): RowAction[] {
  if (!row.isOwner) return [];
  const actions: RowAction[] = ['duplicate'];
  if (row.tenderStatus !== TenderStatus.NEW && !CLOSED.includes(row.tenderStatus))
    actions.push('cancel');
  actions.push(row.hidden ? 'unhide' : 'hide');
  if (DELETABLE.includes(row.tenderStatus)) actions.push('delete');
  return actions;
}
