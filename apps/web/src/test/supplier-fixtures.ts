// Supplier entries, a scheduled tender with two must-have conditions and a running auction, for
// the supplier-side tests.
import {
  SupplierStatus,
  SupplierStatusLabels,
  TenderStatus,
  type SupplierStatusId,
  type TSupplierEntry,
  type TTender,
} from '@tendermark/shared';
import { defaultItem, tenderFixture } from './tender-fixtures.ts';

export function entryFixture(
  status: SupplierStatusId,
  overrides: Partial<TSupplierEntry> = {},
): TSupplierEntry {
  return {
    user: { userName: 'anna@supplier.test', companyName: 'Acme Chairs' },
    overallPosition: 9999,
    status: { id: status, name: SupplierStatusLabels[status] },
    isPublic: false,
    rejectedReason: null,
    offerDescription: null,
    attachments: [],
    criteriaBids: [],
    itemsBids: [],
    mustHaveConditionResponses: [],
    lastActivityDate: null,
    canReinvite: false,
    ownerComment: null,
    rejoinReason: null,
    proposalFinalizedAt: null,
    isDemo: false,
    isRegistered: true,
    ...overrides,
  };
}

export function scheduledTenderFixture(overrides: Partial<TTender> = {}): TTender {
  return tenderFixture({
    name: 'Office chairs',
    itemsDetails: [{ ...defaultItem, id: 'item-1', name: 'Chair' }],
    mustHaveConditions: [
      {
        id: 'mhc-1',
        text: 'I share my contact details',
        hasAdditionalInfo: false,
        isMandatory: true,
      },
      { id: 'mhc-2', text: 'Certified to EN 1335', hasAdditionalInfo: false },
    ],
    stepProgress: 2,
    tenderStatus: TenderStatus.SCHEDULED,
    isOwner: false,
    owner: { userName: 'buyer@example.com', companyName: 'Buyer Ltd' },
    ...overrides,
  });
}

/** A running auction as its accepted supplier sees it: an own bid of 98 on item-1, position 2. */
export function runningTenderFixture(overrides: Partial<TTender> = {}): TTender {
  return tenderFixture({
    tenderStatus: TenderStatus.SUBMITTED,
    isOwner: false,
    suppliers: [
      entryFixture(SupplierStatus.ACCEPTED, {
        user: { userName: 'seller@example.com' },
        overallPosition: 2,
        itemsBids: [{ id: 'item-1', value: 98 }],
      }),
    ],
    ...overrides,
  });
}
