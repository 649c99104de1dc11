// Rows of the three searches and a public tender overview, with overrides, for the search tests.
import {
  TenderStatus,
  type TCompanyRow,
  type TGovTenderRow,
  type TPublicTenderOverview,
  type TPublicTenderRow,
} from '@tendermark/shared';

const germany = { id: 58, code: 'DE', name: 'Germany' };

/** A uuid whose last digits are `index`, so that ids sort and read as their position. */
export function searchId(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

export function publicTenderRowFixture(
  overrides: Partial<TPublicTenderRow> = {},
): TPublicTenderRow {
  return {
    id: searchId(1),
    name: 'Office chairs for Berlin',
    keywords: 'chairs office',
    currency: 'EUR',
    totalExpectedPrice: 3000,
    valueInUserCurrency: 3240,
    userCurrency: 'USD',
    tenderStatus: TenderStatus.SCHEDULED,
    proposalEndDate: '2030-03-01T12:00:00.000Z',
    startDate: '2030-03-02T12:00:00.000Z',
    createdDate: '2030-01-10T08:00:00.000Z',
    industries: [],
    buyerCompanyName: 'Globex Buying',
    delivery: { city: 'Berlin', country: germany, lat: 52.52, lng: 13.405 },
    mainPictureUrl: null,
    ...overrides,
  };
}

export function govTenderRowFixture(overrides: Partial<TGovTenderRow> = {}): TGovTenderRow {
  return {
    id: searchId(101),
    ocid: 'ocds-b5fd17-0001',
    title: 'Road maintenance services',
    description: 'Resurfacing of county roads.',
    buyerName: 'Kent County Council',
    buyerAddress: null,
    country: { id: 77, code: 'GB', name: 'United Kingdom' },
    valueAmount: 250000,
    valueCurrency: 'GBP',
    valueInUserCurrency: 317500,
    userCurrency: 'USD',
    tenderEndDate: '2030-02-15T17:00:00.000Z',
    releaseDate: '2030-01-05T09:00:00.000Z',
    status: 'active',
    classifications: [],
    sourceUrl: 'https://www.find-tender.service.gov.uk/Notice/000001-2030',
    publisher: 'Find a Tender',
    license: 'Open Government Licence v3.0',
    lat: 51.27,
    lng: 0.52,
    ...overrides,
  };
}

export function companyRowFixture(overrides: Partial<TCompanyRow> = {}): TCompanyRow {
  return {
    id: searchId(201),
    name: 'Acme Chairs',
    web: 'acme-chairs.example',
    industries: [],
    place: { city: 'Munich', country: germany, lat: 48.137, lng: 11.575 },
    contactUserName: 'anna@acme.test',
    isInContacts: false,
    ...overrides,
  };
}

export function publicOverviewFixture(
  overrides: Partial<TPublicTenderOverview> = {},
): TPublicTenderOverview {
  return {
    ...publicTenderRowFixture(),
    endDate: '2030-03-02T12:30:00.000Z',
    duration: 30,
    isVatIncluded: false,
    items: [
      {
        name: 'Ergonomic office chair',
        description: null,
        quantity: 10,
        unitName: 'Piece',
        unitPrice: 120,
      },
      {
        name: 'Standing desk',
        description: 'Electric',
        quantity: 4,
        unitName: 'Piece',
        unitPrice: 450,
      },
    ],
    criteria: [
      { name: 'Price', unitName: 'EUR', weightPercent: 80, highestWins: false },
      { name: 'Delivery time', unitName: 'Days', weightPercent: 20, highestWins: false },
    ],
    mustHaveConditions: ['Chairs certified to EN 1335'],
    totalActiveBidders: 3,
    viewer: null,
    ...overrides,
  };
}
