/**
 * What happens to a tender's lots (issue 30): types only, as every module's events. The lots'
 * subscribers push it to the room after the commit.
 */
import type { TLotState } from '@tendermark/shared';

export type LotsEvent =
  /**
   * A lot moved on: a new round and level, a close, an overtime prolongation (overtimeMinutes:
   * by how many minutes a staggered lot's overtime moved its end).
   */
  { type: 'lotUpdated'; tenderId: string; lot: TLotState; overtimeMinutes?: number };
