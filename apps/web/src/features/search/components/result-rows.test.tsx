// The rows of the government tender and supplier results: the attribution and source a government
// tender is shown with, and "Add to contacts" on a supplier.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { companyRowFixture, govTenderRowFixture } from '@/test/search-fixtures.ts';
import { CompanyResult } from './company-result.tsx';
import { GovTenderResult } from './gov-tender-result.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a government tender result', () => {
  it('shows its value in the user’s currency, its publisher, licence and original notice', async () => {
    await renderWithProviders(
      <ul>
        <GovTenderResult row={govTenderRowFixture()} />
      </ul>,
    );

    expect(screen.getByText('Road maintenance services')).toBeInTheDocument();
    expect(screen.getByText('Buyer: Kent County Council')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('£250,000.00')).toBeInTheDocument();
    expect(screen.getByText('≈ $317,500.00')).toBeInTheDocument();
    expect(
      screen.getByText('Published by Find a Tender · Licence: Open Government Licence v3.0'),
    ).toBeInTheDocument();
    // The notice page in the app (the release as people read it), not the publisher's raw data.
    expect(
      screen.getByRole('link', { name: 'Original notice of Road maintenance services' }),
    ).toHaveAttribute('href', `/public/gov-tenders/${govTenderRowFixture().id}`);
  });

  it('links a licence given by its address', async () => {
    await renderWithProviders(
      <ul>
        <GovTenderResult
          row={govTenderRowFixture({
            license: 'https://creativecommons.org/licenses/by/3.0/au/',
            sourceUrl: null,
          })}
        />
      </ul>,
    );

    expect(
      screen.getByRole('link', { name: 'creativecommons.org/licenses/by/3.0/au' }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/3.0/au/');
  });

  it('says what the publisher did not give', async () => {
    await renderWithProviders(
      <ul>
        <GovTenderResult
          row={govTenderRowFixture({ valueAmount: null, tenderEndDate: null, sourceUrl: null })}
        />
      </ul>,
    );

    expect(screen.getAllByText('Not given')).toHaveLength(2);
    // Its notice page is there even when the publisher links no page of its own.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Original notice',
    ]);
  });
});

describe('a supplier result', () => {
  it('adds the company’s user to the contacts', async () => {
    const { calls } = mockFetch((call) =>
      call.url.endsWith('/api/company/AddToContactList')
        ? { body: { userName: 'anna@acme.test' } }
        : { body: [] },
    );
    await renderWithProviders(
      <ul>
        <CompanyResult row={companyRowFixture()} />
      </ul>,
    );

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Add to contacts: Acme Chairs' }));

    await waitFor(() =>
      expect(
        calls.find((call) => call.url.endsWith('/api/company/AddToContactList')),
      ).toMatchObject({
        method: 'POST',
        body: JSON.stringify({ userName: 'anna@acme.test' }),
      }),
    );
    expect(screen.getByRole('link', { name: 'acme-chairs.example' })).toHaveAttribute(
      'href',
      'https://acme-chairs.example',
    );
  });

  it('shows "In your contacts", disabled, once the company is there', async () => {
    mockFetch(() => ({ body: [] }));
    await renderWithProviders(
      <ul>
        <CompanyResult row={companyRowFixture({ isInContacts: true })} />
      </ul>,
    );

    expect(screen.getByRole('button', { name: 'In your contacts' })).toBeDisabled();
  });
});
