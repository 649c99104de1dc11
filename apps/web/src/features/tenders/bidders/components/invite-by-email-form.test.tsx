import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { InviteByEmailForm } from './invite-by-email-form.tsx';

async function renderForm(onDone = vi.fn()) {
  await renderWithProviders(
    <InviteByEmailForm
      tenderId="tender-1"
      ownEmail="buyer@example.com"
      listedEmails={['anna@supplier.test']}
      onDone={onDone}
      onCancel={vi.fn()}
    />,
  );
  return onDone;
}

const field = () => screen.getByRole('textbox', { name: /E-mail addresses/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

describe('the invite-by-e-mail form (spec §5)', () => {
  it('refuses the inviter’s own address with the spec’s message', async () => {
    const { fetchMock } = mockFetch(() => ({ body: [] }));
    await renderForm();
    await userEvent.type(field(), 'Buyer@Example.com');
    await send();
    expect(
      await screen.findByText(
        'Buyer@Example.com: Email can not be the same as yours, please enter another email',
      ),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an address already among the bidders or given twice', async () => {
    mockFetch(() => ({ body: [] }));
    await renderForm();
    await userEvent.type(field(), 'ANNA@supplier.test');
    await send();
    expect(
      await screen.findByText(
        'ANNA@supplier.test: Email can not be duplicit, please enter another email',
      ),
    ).toBeVisible();
    await userEvent.clear(field());
    await userEvent.type(field(), 'ben@supplier.test, Ben@Supplier.test');
    await send();
    expect(
      await screen.findByText(
        'Ben@Supplier.test: Email can not be duplicit, please enter another email',
      ),
    ).toBeVisible();
  });

  it('starts a new line on Enter, as the hint says, and sends on Ctrl+Enter', async () => {
    const { calls } = mockFetch(() => ({ body: [] }));
    const onDone = await renderForm();
    await userEvent.type(field(), 'ben@supplier.test{Enter}carl@supplier.test');
    expect(field()).toHaveValue('ben@supplier.test\ncarl@supplier.test');
    expect(calls).toHaveLength(0);
    await userEvent.type(field(), '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(calls[0].body)).toEqual(['ben@supplier.test', 'carl@supplier.test']);
  });

  it('names the address that is not an e-mail', async () => {
    mockFetch(() => ({ body: [] }));
    await renderForm();
    await userEvent.type(field(), 'ben@supplier.test, not-an-email');
    await send();
    expect(
      await screen.findByText('not-an-email: Please enter a valid email address'),
    ).toBeVisible();
  });

  it('sends every address and the message, then closes', async () => {
    const { calls } = mockFetch(() => ({ body: [] }));
    const onDone = await renderForm();
    // A pasted list, one address per line.
    await userEvent.click(field());
    await userEvent.paste('ben@supplier.test\ncarl@supplier.test');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personal message (optional)' }),
      'See you soon',
    );
    await send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe(
      '/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=tender-1&msg=See+you+soon',
    );
    expect(JSON.parse(call.body)).toEqual(['ben@supplier.test', 'carl@supplier.test']);
  });

  it('shows the server’s refusal in the form', async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: 'conflict', message: 'User already in auction!' },
    }));
    const onDone = await renderForm();
    await userEvent.type(field(), 'ben@supplier.test');
    await send();
    expect(await screen.findByText('User already in auction!')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
