import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import '@/test/stub-document-fonts.ts';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { fillIn, renderWithProviders } from '@/test/render.tsx';
import { profileCodeLists, userDetails } from '../test/profile-fixtures.ts';
import { CompanyDetailsForm } from './company-details-form.tsx';

vi.mock('@/components/map/pin-map.tsx', () => ({ PinMap: () => null }));

afterEach(() => notifications.clean());

function mockApi() {
  return mockFetch((call) => {
    const codeList = call.url.match(/\/api\/codelist\/(\w+)/)?.[1];
    if (codeList) return { body: profileCodeLists[codeList] ?? [] };
    if (call.url.includes('UserInfo')) return { status: 401, body: { error: 'x', message: '' } };
    const body = JSON.parse(call.body);
    return { body: userDetails({ company: { id: 'c1', ...body } }) };
  });
}

async function renderForm() {
  await renderWithProviders(
    <>
      <Notifications />
      <CompanyDetailsForm details={userDetails()} />
    </>,
  );
}

const address = () => screen.getByRole('group', { name: 'Company address' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
const updates = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.includes('UpdateCompanyDetails'));

async function chooseCountry(name: string) {
  await userEvent.click(within(address()).getByRole('combobox', { name: /^Country/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the company details form (spec §5)', () => {
  it('asks for the name, a website that is a valid URL and the country', async () => {
    const { calls } = mockApi();
    await renderForm();
    await save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please select a country')).toBeVisible();
    await fillIn(screen.getByRole('textbox', { name: /^Website/ }), 'not a website');
    await save();
    expect(await screen.findByText('Please enter a valid website URL')).toBeVisible();
    expect(updates(calls)).toHaveLength(0);
  });

  it('asks for the VAT number only once the company is flagged as a VAT payer', async () => {
    const { calls } = mockApi();
    await renderForm();
    await fillIn(screen.getByRole('textbox', { name: /^Company name/ }), 'Engines');
    await fillIn(screen.getByRole('textbox', { name: /^Website/ }), 'engines.example.com');
    await chooseCountry('Germany');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'The company is registered for VAT' }),
    );
    await save();
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(updates(calls)).toHaveLength(0);

    await fillIn(screen.getByRole('textbox', { name: /^VAT number/ }), 'DE123');
    await save();
    expect(await screen.findByText('Your profile has been saved')).toBeVisible();
    expect(JSON.parse(updates(calls)[0].body)).toMatchObject({
      name: 'Engines',
      web: 'engines.example.com',
      isVatPayer: true,
      vatId: 'DE123',
      branches: 1,
      numberOfEmployees: null,
      address: { country: { id: 58, code: 'DE' } },
    });
  });

  it('offers US states and Canadian provinces for those countries, free text elsewhere', async () => {
    mockApi();
    await renderForm();
    expect(within(address()).getByRole('textbox', { name: 'State or region' })).toBeVisible();
    await chooseCountry('United States');
    await userEvent.click(within(address()).getByRole('combobox', { name: 'State' }));
    expect(await screen.findByRole('option', { name: 'Texas' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Texas' }));
    await chooseCountry('Canada');
    const province = within(address()).getByRole('combobox', { name: 'Province' });
    expect(province).toHaveValue('');
    await userEvent.click(province);
    expect(await screen.findByRole('option', { name: 'Quebec' })).toBeVisible();
  });
});
