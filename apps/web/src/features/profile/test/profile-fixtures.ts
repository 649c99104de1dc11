// Test data of the profile forms: a user's details as GetUserDetails answers them, and code lists.
import type { TUserDetails } from '@tendermark/shared';

export const profileCodeLists: Record<string, unknown> = {
  Country: [
    { id: 58, name: 'Germany', code: 'DE', capital: 'Berlin', region: 'Europe', banned: false },
    {
      id: 233,
      name: 'United States',
      code: 'US',
      capital: 'Washington D.C.',
      region: 'North America',
      banned: false,
    },
    {
      id: 40,
      name: 'Canada',
      code: 'CA',
      capital: 'Ottawa',
      region: 'North America',
      banned: false,
    },
  ],
  Currency: [
    { id: 1, name: 'US Dollar', symbol: '$', code: 'USD' },
    { id: 2, name: 'Euro', symbol: '€', code: 'EUR' },
  ],
  Industry: [{ id: 5, name: 'Manufacturing', display: '31-33 Manufacturing', code: '31-33' }],
  USState: [
    { id: 'CA', name: 'California' },
    { id: 'TX', name: 'Texas' },
  ],
  CanadaProvince: [
    { id: 'ON', name: 'Ontario' },
    { id: 'QC', name: 'Quebec' },
  ],
};

export function userDetails(overrides: Partial<TUserDetails> = {}): TUserDetails {
  return {
    id: 'user-1',
    userName: 'ada@example.com',
    email: 'ada@example.com',
    pendingEmail: null,
    isEmailConfirmed: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: null,
    rating: null,
    facebookProfile: null,
    linkedinProfile: null,
    defaultCurrency: 'USD',
    accountType: 'Free',
    wantToBuy: true,
    wantToSell: true,
    isSearcheable: true,
    favouriteAuctionKeywords: null,
    personalDescription: null,
    address: null,
    company: null,
    country: { id: 58, code: 'DE' },
    isUserProfileFilled: false,
    createdDate: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
