// A draft tender as GetTender returns it, with overrides: the owner's view of a new auction, and
// the base of every other tender the component tests need.
import { DEFAULT_FORMAT_RULES, type TItem, type TTender } from '@tendermark/shared';

export const pieceUnit = { id: 7, name: 'piece' };

export const defaultItem: TItem = {
  id: null,
  name: '',
  unitPrice: 100,
  unitOfMeasurement: pieceUnit,
  quantity: 10,
  expPrice: 1000,
  bidStep: 1,
  bestBid: -1,
  description: '',
};

export function tenderFixture(overrides: Partial<TTender> = {}): TTender {
  return {
    tenderId: 'tender-1',
    name: '',
    keywords: '',
    currency: 'USD',
    industries: [],
    isVatIncluded: true,
    isPublic: false,
    itemsDetails: [{ ...defaultItem, id: 'item-1' }],
    criteriaDetails: [
      {
        id: 'criterion-1',
        name: 'Total price',
        unit: { id: 0, name: 'Currency' },
        winningThreshold: { id: 0, name: 'Lowest wins' },
        weight: { id: 1, name: '100%' },
        bestBid: -1,
        description: '',
        minBid: null,
        maxBid: null,
        isPrice: true,
      },
    ],
    mustHaveConditions: [
      {
        id: 'condition-1',
        text: 'I agree to share my contact e-mail, name and surname with all stakeholders of this auction.',
        hasAdditionalInfo: false,
        isMandatory: true,
      },
    ],
    addressSource: null,
    newDeliveryAddress: null,
    duration: 120,
    proposalEndDate: '2030-03-08T10:00:00.000Z',
    startDate: '2030-03-10T10:00:00.000Z',
    autoExtendMinutes: 0,
    bidVisibility: 'rankAndBest',
    tieRule: 'earlierWins',
    auctionFormat: 'english',
    formatRules: DEFAULT_FORMAT_RULES,
    stepProgress: 1,
    version: 3,
    tenderStatus: 0,
    totExpPrice: 1000,
    totExpPriceInUserCurr: 1000,
    userCurrency: 'USD',
    exchangeRateDate: null,
    suppliers: [],
    attachments: { isUploading: false, list: [] },
    mainPictureUrl: null,
    announcements: [],
    isFavorite: false,
    isDemo: false,
    isOwner: true,
    hidden: false,
    endDate: '2030-03-10T12:00:00.000Z',
    createdDate: '2030-03-01T10:00:00.000Z',
    canceledReason: null,
    owner: { userName: 'buyer@example.com', companyName: null },
    totalActiveBidders: 0,
    ...overrides,
  };
}
