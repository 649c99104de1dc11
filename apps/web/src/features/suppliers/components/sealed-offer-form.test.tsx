// The sealed offer form (issue 30): a price per item and a value per criterion, sent whole; the
// receipt says when it was received, its place in the chain and when offers open; the prices are
// never shown back (nobody reads them before the opening), so the form forgets them after sending.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_FORMAT_RULES,
  Messages,
  type TSealedOfferReceipt,
  type TTender,
} from '@tendermark/shared';
import '@/test/stub-document-fonts.ts';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { scheduledTenderFixture } from '@/test/supplier-fixtures.ts';
import { defaultItem } from '@/test/tender-fixtures.ts';
import { SealedOfferForm } from './sealed-offer-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const OPENS_AT = '2030-03-08T10:00:00.000Z';

const sealedTender = (): TTender =>
  scheduledTenderFixture({
    auctionFormat: 'sealed',
    formatRules: DEFAULT_FORMAT_RULES,
    proposalEndDate: OPENS_AT,
    itemsDetails: [
      { ...defaultItem, id: 'item-1', name: 'Chair', quantity: 10 },
      { ...defaultItem, id: 'item-2', name: 'Desk', quantity: 2 },
    ],
    criteriaDetails: [
      {
        id: 'price',
        name: 'Total price',
        unit: { id: 0, name: 'Currency' },
        winningThreshold: { id: 0, name: 'Lowest wins' },
        weight: { id: 0.8, name: '80%' },
        bestBid: -1,
        description: '',
        minBid: null,
        maxBid: null,
        isPrice: true,
      },
      {
        id: 'delivery',
        name: 'Delivery days',
        unit: { id: 3, name: 'days' },
        winningThreshold: { id: 0, name: 'Lowest wins' },
        weight: { id: 0.2, name: '20%' },
        bestBid: -1,
        description: '',
        minBid: 1,
        maxBid: 60,
        isPrice: false,
      },
    ],
  });

const noOffer: TSealedOfferReceipt = {
  tenderId: 'tender-1',
  submitted: false,
  submittedAt: null,
  seq: null,
  hash: null,
  opensAt: OPENS_AT,
  openedAt: null,
};

const received: TSealedOfferReceipt = {
  ...noOffer,
  submitted: true,
  submittedAt: '2030-03-05T09:30:00.000Z',
  seq: 7,
  hash: 'abcdef0123456789abcdef',
};

/** The server: the receipt it holds, and what it answers to a submission (a receipt it keeps). */
function serve(
  initial: TSealedOfferReceipt,
  onSubmit: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({
    body: received,
  }),
) {
  let status = initial;
  return mockFetch((call) => {
    if (call.url.startsWith('/api/tendersupplier/GetSealedOfferStatus')) return { body: status };
    if (call.url.startsWith('/api/tendersupplier/SubmitSealedOffer')) {
      const reply = onSubmit(call);
      if (!reply.status) status = reply.body as TSealedOfferReceipt;
      return reply;
    }
    if (call.url.startsWith('/api/settings/GetServerTime'))
      return { body: { serverTime: new Date().toISOString() } };
    return { body: sealedTender() };
  });
}

const submitCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/tendersupplier/SubmitSealedOffer'));

describe('the sealed offer form', () => {
  it('says plainly that nobody can read the prices before the opening', async () => {
    serve(noOffer);
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit />);
    expect(
      await screen.findByText('You have not submitted a sealed offer yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/nobody, you included, can read its prices/)).toBeInTheDocument();
    expect(screen.getByText(/enter every price again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit sealed offer' })).toBeEnabled();
  });

  it('sends nothing while a price is missing, and names each missing field', async () => {
    const server = serve(noOffer);
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit />);
    await userEvent.type(screen.getByLabelText('Unit price for Chair'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Submit sealed offer' }));
    expect(await screen.findByText(Messages.sealedOfferIncomplete)).toBeInTheDocument();
    expect(screen.getByLabelText('Unit price for Desk')).toHaveFocus();
    expect(screen.getByLabelText('Value for Delivery days')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(submitCalls(server.calls)).toHaveLength(0);
  });

  it('refuses a criterion value outside its range', async () => {
    const server = serve(noOffer);
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit />);
    await userEvent.type(screen.getByLabelText('Unit price for Chair'), '95');
    await userEvent.type(screen.getByLabelText('Unit price for Desk'), '240');
    await userEvent.type(screen.getByLabelText('Value for Delivery days'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Submit sealed offer' }));
    expect(await screen.findByText(/needs to be between 1\.00 and 60\.00/)).toBeInTheDocument();
    expect(submitCalls(server.calls)).toHaveLength(0);
  });

  it('sends the whole offer, shows the receipt and forgets the prices', async () => {
    const server = serve(noOffer);
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit />);
    await userEvent.type(screen.getByLabelText('Unit price for Chair'), '95,5');
    await userEvent.type(screen.getByLabelText('Unit price for Desk'), '240');
    await userEvent.type(screen.getByLabelText('Value for Delivery days'), '14');
    expect(screen.getByTestId('sealed-total')).toHaveTextContent('$1,435.00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit sealed offer' }));

    await waitFor(() => expect(submitCalls(server.calls)).toHaveLength(1));
    expect(JSON.parse(submitCalls(server.calls)[0].body)).toEqual({
      tenderId: 'tender-1',
      itemsBids: [
        { id: 'item-1', value: 95.5 },
        { id: 'item-2', value: 240 },
      ],
      criteriaBids: [{ id: 'delivery', value: 14 }],
    });
    expect(await screen.findByText('Sealed offer received')).toBeInTheDocument();
    expect(screen.getByText(/Entry no\. 7 in the tender’s log, hash abcdef012345/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your sealed offer was received');
    expect(screen.getByLabelText('Unit price for Chair')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Replace my sealed offer' })).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    serve(noOffer, () => ({
      status: 409,
      body: { error: 'closed', message: Messages.sealedUntilDeadline },
    }));
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit />);
    await userEvent.type(screen.getByLabelText('Unit price for Chair'), '95');
    await userEvent.type(screen.getByLabelText('Unit price for Desk'), '240');
    await userEvent.type(screen.getByLabelText('Value for Delivery days'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Submit sealed offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.sealedUntilDeadline);
  });

  it('after the deadline shows only the receipt', async () => {
    serve(received);
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit={false} />);
    expect(await screen.findByText('Sealed offer received')).toBeInTheDocument();
    expect(screen.queryByLabelText('Unit price for Chair')).toBeNull();
    expect(screen.getByText(/The deadline has passed/)).toBeInTheDocument();
  });

  it('offers to try again when the receipt cannot be read', async () => {
    let fails = true;
    mockFetch((call) => {
      if (call.url.startsWith('/api/tendersupplier/GetSealedOfferStatus'))
        return fails
          ? { status: 500, body: { error: 'server', message: 'Something went wrong' } }
          : { body: received };
      return { body: {} };
    });
    await renderWithProviders(<SealedOfferForm tender={sealedTender()} canSubmit />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fails = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Sealed offer received')).toBeInTheDocument();
  });
});
