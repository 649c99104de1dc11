/** Test data and calls for the profile API: valid user and company details, code-list lookups. */
import { eq } from 'drizzle-orm';
import type { TUpdateCompanyDetails, TUpdateUserDetails } from '@tendermark/shared';
import type { App } from '../../src/app.ts';
import { countries, industries } from '../../src/db/schema/index.ts';

export async function countryRef(app: App, code: string) {
  const [country] = await app.ctx.db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(eq(countries.code, code));
  if (!country) throw new Error(`no country ${code}`);
  return country;
}

export async function someIndustryIds(app: App, count = 2): Promise<number[]> {
  const rows = await app.ctx.db.select({ id: industries.id }).from(industries).limit(count);
  return rows.map((row) => row.id);
}

export async function validUserDetails(
  app: App,
  email: string,
  overrides: Partial<TUpdateUserDetails> = {},
): Promise<TUpdateUserDetails> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phoneNumber: '+49 30 1234567',
    facebookProfile: 'https://facebook.com/ada',
    linkedinProfile: 'linkedin.com/in/ada',
    defaultCurrency: 'EUR',
    wantToBuy: true,
    wantToSell: false,
    isSearcheable: true,
    favouriteAuctionKeywords: 'chairs, desks',
    country: await countryRef(app, 'DE'),
    ...overrides,
  };
}

export async function validCompanyDetails(
  app: App,
  overrides: Partial<TUpdateCompanyDetails> = {},
): Promise<TUpdateCompanyDetails> {
  return {
    name: 'Analytical Engines GmbH',
    web: 'https://engines.example.com',
    position: 'Head of procurement',
    industries: await someIndustryIds(app),
    address: {
      streetAddress: 'Unter den Linden 1',
      zipCode: '10117',
      city: 'Berlin',
      country: await countryRef(app, 'DE'),
      gpsCoords: { lat: 52.517, lng: 13.389 },
    },
    numberOfEmployees: 42,
    registrationId: 'HRB 12345',
    taxId: '12/345/67890',
    branches: 2,
    isVatPayer: true,
    vatId: 'DE123456789',
    yearlyRevenue: 1500000,
    ...overrides,
  };
}

export const headers = (token: string) => ({ authorization: `Bearer ${token}` });

export const settingsCall = (
  app: App,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: headers(token), payload });
