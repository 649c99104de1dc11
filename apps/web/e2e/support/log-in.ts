// Logs a page in through the login form and waits for the signed-in header.
import { expect, type Page } from '@playwright/test';
import { journeyPassword } from './tender-setup.ts';

export async function logIn(page: Page, email: string, password = journeyPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();
}
