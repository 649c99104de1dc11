/**
 * What the award module records in its transactions (issue 29): the buyer's decision on an ended
 * tender changed. The award's own subscriber tells the tender's open pages; the open-data publisher
 * and pushes elsewhere follow the same event. Types only: events/domain-events.ts imports this file.
 */

import type { AwardStateName } from '@tendermark/shared';

/** What the step did: awarded, closed without award, cancelled the award, made it final. */
export type AwardChange = 'awarded' | 'notAwarded' | 'canceled' | 'final';

export type AwardEvent = {
  type: 'awardChanged';
  tenderId: string;
  change: AwardChange;
  /** The award's state after the step: pending again after a cancel. */
  state: AwardStateName;
  isFinal: boolean;
};
