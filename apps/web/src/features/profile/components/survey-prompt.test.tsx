// Issue 27: the survey's notice shows above the product's pages, not on the account's own pages
// (deleting the account above all), logging in, mail links or maintenance.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { userInfoFixture } from '@/test/user-fixtures.ts';
import { isSurveyPage, SurveyPrompt } from './survey-prompt.tsx';

const user = userInfoFixture({
  Name: 'buyer@example.com',
  SurveyCompleted: false,
  RemainingFreeTenders: 0,
  Created: '2026-11-27T00:00:00Z',
});

describe('the survey notice', () => {
  it('shows on the dashboard', async () => {
    await renderWithProviders(<SurveyPrompt user={user} />, { route: '/' });
    expect(screen.getByRole('complementary')).toBeVisible();
  });

  it('stays off the account removal page', async () => {
    await renderWithProviders(<SurveyPrompt user={user} />, {
      route: '/account-removal?token=abc',
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is left out on account, auth, mail-link and maintenance pages only', () => {
    for (const path of [
      '/profile',
      '/account-removal',
      '/login',
      '/register',
      '/activation',
      '/forgot-password/abc',
      '/unsubscribe',
      '/maintenance',
      '/Profile/',
    ])
      expect(isSurveyPage(path), path).toBe(false);
    for (const path of ['/', '/auctions/my', '/wiki', '/profile-of-someone', '/login-help'])
      expect(isSurveyPage(path), path).toBe(true);
  });
});
