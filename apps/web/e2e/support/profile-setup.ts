// API set-up for journeys about people: a user's details and company, the first-login survey
// skipped, and the admin signed in through the admin login page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { admin } from './api.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Germany, as the tender set-up uses it for delivery addresses. */
export const germany = { id: 58, code: 'DE' };

export type UserDetails = {
  firstName: string;
  lastName: string;
  favouriteAuctionKeywords?: string;
  address?: { streetAddress?: string; city?: string; zipCode?: string };
};

export type CompanyDetails = {
  name: string;
  web: string;
  position?: string;
  registrationId?: string;
  taxId?: string;
  vatId?: string;
  address?: { streetAddress?: string; city?: string; state?: string };
};

/** Saves the user's details (Germany, searchable, buys and sells); returns the user's id. */
export async function saveUserDetails(
  request: APIRequestContext,
  token: string,
  email: string,
  { address, ...details }: UserDetails,
): Promise<string> {
  const reply = await request.put('/api/settings/UpdateUserDetails', {
    headers: bearer(token),
    data: {
      ...details,
      email,
      country: germany,
      address: address ? { ...address, country: germany } : null,
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { id: string }).id;
}

/** Saves the user's company (created on the first save), in Germany unless told otherwise. */
export async function saveCompanyDetails(
  request: APIRequestContext,
  token: string,
  { address, vatId, ...company }: CompanyDetails,
) {
  return request.put('/api/settings/UpdateCompanyDetails', {
    headers: bearer(token),
    data: {
      ...company,
      isVatPayer: Boolean(vatId),
      vatId: vatId ?? null,
      address: { ...address, country: germany },
    },
  });
}

/** Skips the first-login survey, so that its prompt does not cover the page. */
export async function skipSurvey(request: APIRequestContext, token: string): Promise<void> {
  const reply = await request.post('/api/settings/SaveSurvey?surveyAnswer=false', {
    headers: bearer(token),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Logs the page in as the admin through /admin/login. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(admin.userName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('radio', { name: 'On this device, until I log out' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  // The login page has the same heading as the dashboard; only leaving it shows success.
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
}
