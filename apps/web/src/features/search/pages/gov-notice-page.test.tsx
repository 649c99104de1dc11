// A government tender's notice page: what a person reads of the OCDS release (buyer, value, dates,
// items, documents, publisher and licence), and the answers for an unknown id and a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TGovTenderNotice } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { govTenderRowFixture, searchId } from '@/test/search-fixtures.ts';
import { GovNoticePage } from './gov-notice-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const id = searchId(101);

function noticeFixture(overrides: Partial<TGovTenderNotice> = {}): TGovTenderNotice {
  return {
    ...govTenderRowFixture({ id }),
    deliveryPlace: 'Maidstone, Kent',
    tenderStartDate: '2030-01-06T09:00:00.000Z',
    procurementMethod: 'open',
    items: [
      { description: 'Resurfacing', quantity: 1200, unit: 'm2', classification: '45233142' },
      { description: 'Line marking', quantity: null, unit: null, classification: null },
    ],
    documents: [
      {
        title: 'Contract notice',
        url: 'https://www.find-tender.service.gov.uk/Notice/000001-2030',
        documentType: 'tenderNotice',
        datePublished: '2030-01-05T09:00:00.000Z',
      },
      {
        title: null,
        url: 'https://example.gov.uk/spec.pdf',
        documentType: null,
        datePublished: null,
      },
    ],
    ...overrides,
  };
}

async function renderNotice(reply: { status?: number; body: unknown }) {
  const { calls } = mockFetch((call) =>
    call.url.includes('/api/company/GetGovTenderNotice') ? reply : { body: [] },
  );
  await renderWithProviders(
    <Routes>
      <Route path="/public/gov-tenders/:id" element={<GovNoticePage />} />
    </Routes>,
    { route: `/public/gov-tenders/${id}` },
  );
  return calls;
}

describe('the government tender notice page', () => {
  it('shows the notice as people read it: buyer, value, dates, items and documents', async () => {
    const calls = await renderNotice({ body: noticeFixture() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Road maintenance services' }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toContain(`/api/company/GetGovTenderNotice?id=${id}`);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('£250,000.00')).toBeInTheDocument();
    expect(within(summary).getByText('Kent County Council')).toBeInTheDocument();
    expect(within(summary).getByText('Maidstone, Kent')).toBeInTheDocument();
    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('Deadline for offers')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    const rows = within(items).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('1,200 m2')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('–', { selector: 'td:nth-child(2)' })).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    const links = within(documents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.find-tender.service.gov.uk/Notice/000001-2030',
      'https://example.gov.uk/spec.pdf',
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(documents).getByText('Document')).toBeInTheDocument();

    const source = screen.getByRole('region', { name: 'Source' });
    expect(within(source).getByText('Published by Find a Tender')).toBeInTheDocument();
    expect(within(source).getByText('Licence: Open Government Licence v3.0')).toBeInTheDocument();
  });

  it('says when the notice lists no items or documents', async () => {
    await renderNotice({ body: noticeFixture({ items: [], documents: [], sourceUrl: null }) });

    expect(await screen.findByText('The notice lists no items.')).toBeInTheDocument();
    expect(screen.getByText('The notice links no documents.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /The notice at its publisher/ })).toBeNull();
  });

  it('says so when there is no such notice, with the way back to the search', async () => {
    await renderNotice({ status: 404, body: { error: 'not_found', message: 'Not found' } });

    expect(
      await screen.findByRole('heading', { name: 'This notice does not exist or was removed.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers?tab=gov',
    );
  });
});
