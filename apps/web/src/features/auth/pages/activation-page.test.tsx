// The activation link: success, failure, and the next step when invitations wait for the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CHOOSE_PASSWORD_CODE, EnglishTexts, Messages } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ActivationPage } from './activation-page.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openLink(reply: Parameters<typeof mockFetch>[0]) {
  mockFetch(reply);
  await renderWithProviders(
    <Routes>
      <Route path="/activation" element={<ActivationPage />} />
    </Routes>,
    { route: '/activation?user=new%40example.com&token=abc' },
  );
}

describe('the activation page', () => {
  it('says the account is active', async () => {
    await openLink(() => ({ body: true }));
    expect(
      await screen.findByRole('heading', { name: EnglishTexts['auth.activation.successTitle'] }),
    ).toBeVisible();
  });

  it('asks to choose the password from the mail, not to log in, when invitations wait for the address', async () => {
    await openLink(() => ({
      status: 400,
      body: { error: CHOOSE_PASSWORD_CODE, message: Messages.choosePasswordToActivate },
    }));
    expect(
      await screen.findByRole('heading', {
        name: EnglishTexts['auth.activation.choosePasswordTitle'],
      }),
    ).toBeVisible();
    expect(screen.getByText(Messages.choosePasswordToActivate)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: EnglishTexts['auth.common.goToLogin'] })).toBeNull();
  });

  it('says a used or unknown link could not activate the account', async () => {
    await openLink(() => ({
      status: 400,
      body: { error: 'bad_request', message: Messages.invalidToken },
    }));
    expect(
      await screen.findByRole('heading', { name: EnglishTexts['auth.activation.failureTitle'] }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(Messages.invalidToken);
  });
});
