import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import '@/test/stub-document-fonts.ts';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { fillIn, renderWithProviders } from '@/test/render.tsx';
import { profileCodeLists, userDetails } from '../test/profile-fixtures.ts';
import { UserDetailsForm } from './user-details-form.tsx';

vi.mock('@/components/map/pin-map.tsx', () => ({ PinMap: () => null }));

afterEach(() => notifications.clean());

function mockApi(reply: (call: RecordedCall) => unknown = () => userDetails()) {
  return mockFetch((call) => {
    const codeList = call.url.match(/\/api\/codelist\/(\w+)/)?.[1];
    if (codeList) return { body: profileCodeLists[codeList] ?? [] };
    if (call.url.includes('UserInfo'))
      return { status: 401, body: { error: 'unauthorized', message: '' } };
    return { body: reply(call) };
  });
}

async function renderForm(details = userDetails()) {
  await renderWithProviders(
    <>
      <Notifications />
      <UserDetailsForm details={details} />
    </>,
  );
}

// By label, not by role: working out every element's role and name on this long form took a
// third of a second per look-up, and the tests ran out of time on a busy machine (issue 26).
const field = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`), { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save your details' }));
const updates = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.includes('UpdateUserDetails'));

describe('the user details form (spec §5)', () => {
  it('asks for the first and last name and a country before saving', async () => {
    const { calls } = mockApi();
    await renderForm(userDetails({ firstName: null, lastName: null, country: null }));
    await save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please select a country')).toBeVisible();
    expect(updates(calls)).toHaveLength(0);
    expect(field('First name')).toHaveFocus();
  });

  it('refuses LinkedIn and Facebook profiles that are not website URLs', async () => {
    const { calls } = mockApi();
    await renderForm();
    await fillIn(field('LinkedIn profile'), 'not a url');
    await fillIn(field('Facebook profile'), 'http://');
    await save();
    expect(await screen.findAllByText('Please enter a valid website URL')).toHaveLength(2);
    expect(updates(calls)).toHaveLength(0);
  });

  it('saves every field and shows the success toast', async () => {
    const { calls } = mockApi((call) => ({ ...userDetails(), ...JSON.parse(call.body) }));
    await renderForm();
    await userEvent.clear(field('Last name'));
    await fillIn(field('Last name'), 'Byron');
    await fillIn(field('Phone'), '+44 20 7946 0000');
    await fillIn(field('LinkedIn profile'), 'linkedin.com/in/ada');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sell (bid in auctions)' }));
    await save();
    expect(await screen.findByText('Your profile has been saved')).toBeVisible();
    const [update] = updates(calls);
    expect(update.method).toBe('PUT');
    expect(JSON.parse(update.body)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0000',
      linkedinProfile: 'linkedin.com/in/ada',
      country: { id: 58, code: 'DE' },
      defaultCurrency: 'USD',
      wantToBuy: true,
      wantToSell: false,
      isSearcheable: true,
      address: null,
    });
  });

  it('says "Please check your email to activate" when the new contact e-mail waits for its link', async () => {
    mockApi(() => userDetails({ pendingEmail: 'new@example.com' }));
    await renderForm();
    await userEvent.clear(field('Contact e-mail'));
    await fillIn(field('Contact e-mail'), 'new@example.com');
    await save();
    expect(await screen.findByText('Please check your email to activate')).toBeVisible();
    expect(screen.getByText('Your profile has been saved')).toBeVisible();
  });

  it('shows the save-profile-error toast and the server message when saving fails', async () => {
    mockApi();
    mockFetch((call) =>
      call.url.includes('UpdateUserDetails')
        ? { status: 400, body: { error: 'validation_error', message: 'Please select a country' } }
        : { body: profileCodeLists[call.url.split('/').pop() ?? ''] ?? [] },
    );
    await renderForm();
    await save();
    expect(await screen.findByText('Your profile could not be saved')).toBeVisible();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent === 'Please select a country'),
      ).toBe(true),
    );
  });
});
