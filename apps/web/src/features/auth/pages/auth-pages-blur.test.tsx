// The sign-in pages leave an untouched, empty e-mail field alone when it loses focus (its error
// would move the links below it and eat the first click), and still check what the user typed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnglishTexts, Messages } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ForgotPasswordRequestPage } from './forgot-password-request-page.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const login = 'auth.login';
const register = 'auth.register';
const forgotRequest = 'auth.forgotRequest';

/** 255 characters: one more than an address may have. */
const tooLongAddress = `${'a'.repeat(243)}@example.com`;
const notAnAddress = { text: 'not-an-email', error: Messages.invalidEmail };

/**
 * Each page, the text keys of its form, the link in its card with the form it leads to, and a
 * wrong entry with its error (the login takes any user name, but not a longer one than an address).
 */
const pages = [
  {
    route: '/login',
    form: login,
    link: `${login}.registerLink`,
    linkedForm: register,
    wrongEntry: { text: tooLongAddress, error: Messages.emailTooLong },
  },
  {
    route: '/register',
    form: register,
    link: `${register}.loginLink`,
    linkedForm: login,
    wrongEntry: notAnAddress,
  },
  {
    route: '/forgot-password-request',
    form: forgotRequest,
    link: `${forgotRequest}.backToLogin`,
    linkedForm: login,
    wrongEntry: notAnAddress,
  },
] as const;

const formNamed = (keyPrefix: string) =>
  screen.getByRole('form', { name: EnglishTexts[`${keyPrefix}.formLabel`] });

async function renderPage(route: string) {
  mockFetch(() => ({ body: true }));
  await renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password-request" element={<ForgotPasswordRequestPage />} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

const emailField = () => screen.getByRole('textbox', { name: /^E-mail/ });
const anyError = () =>
  screen.queryByText(new RegExp(`${Messages.required}|${Messages.invalidEmail}`));
/** A click on the page around the form: focus leaves the field for nothing in particular. */
const leaveField = (user: ReturnType<typeof userEvent.setup>) => user.click(document.body);

describe.each(pages)('$route', ({ route, form, link, linkedForm, wrongEntry }) => {
  it('shows no error when the untouched, empty e-mail field loses focus', async () => {
    const user = await renderPage(route);
    await user.click(emailField());
    await leaveField(user);
    expect(anyError()).toBeNull();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('follows the first click on the link below the focused, empty e-mail field', async () => {
    const user = await renderPage(route);
    emailField().focus();
    await user.click(screen.getByRole('link', { name: EnglishTexts[link] }));
    expect(formNamed(linkedForm)).toBeVisible();
    expect(anyError()).toBeNull();
  });

  it('shows the error of a wrong entry when the field loses focus', async () => {
    const user = await renderPage(route);
    // Pasted: typed key by key, the login's 255-character address took 12–30 s on a busy machine.
    await user.click(emailField());
    await user.paste(wrongEntry.text);
    await leaveField(user);
    expect(await screen.findByText(wrongEntry.error)).toBeVisible();
  });

  it('asks for the address when the user typed one and deleted it again', async () => {
    const user = await renderPage(route);
    await user.type(emailField(), 'a');
    await user.clear(emailField());
    await leaveField(user);
    expect(await screen.findByText(Messages.required)).toBeVisible();
  });

  it('shows the errors when the empty form is submitted', async () => {
    const user = await renderPage(route);
    await user.click(
      within(formNamed(form)).getByRole('button', { name: EnglishTexts[`${form}.submit`] }),
    );
    expect((await screen.findAllByText(Messages.required)).length).toBeGreaterThan(0);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });
});
