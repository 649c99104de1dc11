// The registration form shows the spec §5 texts under its fields and sends a valid form to the API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@tendermark/shared';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { captureUtm, storedUtm } from '@/lib/utm.ts';
import { RegisterForm } from './register-form.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillForm(values: { email: string; password: string; confirm: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  return user;
}

describe('RegisterForm', () => {
  it('shows "Passwords need to match" and sends nothing when the confirmation differs', async () => {
    const { fetchMock } = mockFetch(() => ({ body: true }));
    await renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);

    const user = await fillForm({
      email: 'new@example.com',
      password: 'Secret123',
      confirm: 'Secret124',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(Messages.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password rule when the password leaves the field without a number and a capital', async () => {
    mockFetch(() => ({ body: true }));
    await renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Password/), 'lowercaseonly');
    await user.tab();

    expect(await screen.findByText(Messages.passwordRule)).toBeInTheDocument();
  });

  it('focuses the first invalid field on submit', async () => {
    mockFetch(() => ({ body: true }));
    await renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getAllByText(Messages.required).length).toBeGreaterThan(0);
  });

  it('registers with the tender of the invitation and reports the e-mail', async () => {
    const { calls } = mockFetch(() => ({ body: true }));
    const onRegistered = vi.fn();
    await renderWithProviders(<RegisterForm tenderId="42" onRegistered={onRegistered} />);

    const user = await fillForm({
      email: 'new@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('new@example.com'));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/account/Register?tenderId=42');
    expect(JSON.parse(calls[0].body)).toMatchObject({
      email: 'new@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      subscribeForNewsletter: false,
    });
  });

  it('sends the form once even when it is submitted again while the first request runs', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { calls } = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const onRegistered = vi.fn();
    await renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fillForm({ email: 'new@example.com', password: 'Secret123', confirm: 'Secret123' });

    const form = screen.getByRole('form', { name: 'Registration form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.keyDown(screen.getByLabelText(/^E-mail/), { key: 'Enter' });
    fireEvent.submit(form);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveAttribute('data-loading');
    answer({ body: true });
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
  });

  it("shows the server's message, or the default text when there is none", async () => {
    mockFetch(() => ({ status: 409, body: { error: 'conflict', message: Messages.userExists } }));
    await renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const user = await fillForm({
      email: 'taken@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.userExists);

    mockFetch(() => ({ status: 400, body: {} }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(Messages.registrationInvalid),
    );
  });

  it('sends the utm_* parameters of the first landing, then forgets them', async () => {
    localStorage.clear();
    captureUtm('?utm_source=newsletter&utm_campaign=autumn&page=2');
    // A later landing does not replace the first one's campaign.
    captureUtm('?utm_source=ads');
    const { calls } = mockFetch(() => ({ body: true }));
    const onRegistered = vi.fn();
    await renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    const user = await fillForm({
      email: 'campaign@example.com',
      password: 'Secret123',
      confirm: 'Secret123',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(JSON.parse(calls[0].body).registerUTMParameters).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
    });
    expect(storedUtm()).toBeUndefined();
  });
});
