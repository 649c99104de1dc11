// Test data of the dashboard with overrides: rows of GetMyTenders and of the public tender lists,
// savings records, the signed-in user, and a fetch mock that answers every dashboard call.
import {
  TenderStatus,
  type TMyTendersPage,
  type TPublicTenderRow,
  type TSavingsRecord,
  type TTenderListRow,
  type TUserInfo,
} from '@tendermark/shared';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { userInfoFixture } from '@/test/user-fixtures.ts';

export function tenderListRow(overrides: Partial<TTenderListRow> = {}): TTenderListRow {
  return {
    id: 'tender-1',
    name: 'Office chairs',
    mainPictureUrl: null,
    totalActiveBiddersCount: 0,
    createDate: '2030-01-10T08:00:00.000Z',
    newAppliesCount: 0,
    isOwner: true,
    ownerName: 'buyer@example.com',
    ownerCompanyId: null,
    currency: 'EUR',
    isDemo: false,
    isPublic: false,
    startDate: '2030-03-02T12:00:00.000Z',
    supplierStatus: null,
    totalExpectedPrice: 3000,
    tenderStatus: TenderStatus.SCHEDULED,
    isFavorite: false,
    keywords: '',
    industries: [],
    hidden: false,
    ...overrides,
  };
}

export function publicTenderRow(overrides: Partial<TPublicTenderRow> = {}): TPublicTenderRow {
  return {
    id: 'public-1',
    name: 'Standing desks for Berlin',
    keywords: '',
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
    delivery: {
      city: 'Berlin',
      country: { id: 58, code: 'DE', name: 'Germany' },
      lat: null,
      lng: null,
    },
    mainPictureUrl: null,
    ...overrides,
  };
}

export function savingsRecord(overrides: Partial<TSavingsRecord> = {}): TSavingsRecord {
  return {
    tenderId: 'tender-1',
    currency: 'EUR',
    date: '2026-01-15T12:00:00.000Z',
    amount: 100,
    tenderName: 'Office chairs',
    isOwner: true,
    ...overrides,
  };
}

/** A Business Standard member; overrides for the rest. */
export function dashboardUser(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return userInfoFixture({
    Name: 'anna@buyer.test',
    InRoles: ['BusinessStandard'],
    Expires: '2031-01-01T00:00:00.000Z',
    RemainingFreeTenders: 0,
    ...overrides,
  });
}

export const pageOf = <Row>(items: Row[]) => ({
  items,
  totalCount: items.length,
  pageNo: 1,
  recordsPerPage: items.length || 5,
});

type Reply = { status?: number; body?: unknown };
/** A reply, or a promise of one, so that a test can hold a call open to see the loading state. */
type Answer = Reply | Promise<Reply>;

export type DashboardServer = {
  myTenders?: (call: RecordedCall) => Answer;
  savings?: Answer;
  latest?: Answer;
  suggested?: Answer;
};

const notFound = { status: 404, body: { error: 'not_found', message: 'Not found' } };

/** Answers every call of the signed-in dashboard; what a test does not set answers empty. */
export function mockDashboardServer(server: DashboardServer = {}) {
  const emptyTenders: TMyTendersPage = pageOf<TTenderListRow>([]);
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    switch (path) {
      case '/api/tender/GetMyTenders':
        return server.myTenders?.(call) ?? { body: emptyTenders };
      case '/api/tender/MyLastOpenTender':
        return { body: null };
      case '/api/account/GetMySavings':
        return server.savings ?? { body: [] };
      case '/api/tender/LatestPublicTenders':
        return server.latest ?? { body: pageOf([]) };
      case '/api/tender/SuggestedPublicTenders':
        return server.suggested ?? { body: pageOf([]) };
      case '/api/settings/GetServerTime':
        return { body: { serverTime: new Date().toISOString() } };
      default:
        return notFound;
    }
  });
}

export const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => new URL(call.url, 'http://localhost').pathname === path);
