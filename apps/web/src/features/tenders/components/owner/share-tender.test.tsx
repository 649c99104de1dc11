// Share auction on the owner's page (issue 27): the public link from ShareAuction, copied with a
// confirmation, or mailed through the owner's mail program; offered only where the server shares.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenderStatus } from '@tendermark/shared';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { ShareTender } from './share-tender.tsx';

afterEach(() => vi.unstubAllGlobals());

const LINK = 'https://tendermark.test/public/auction-overview/tender-1';

describe('ShareTender', () => {
  it('copies the public link with a confirmation and offers it by e-mail', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ body: { url: LINK } }));
    await renderWithProviders(
      <ShareTender
        tender={tenderFixture({
          name: 'Office paper',
          isPublic: true,
          tenderStatus: TenderStatus.SCHEDULED,
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share auction' }));
    const field = await screen.findByRole('textbox', { name: 'Public link' });
    await waitFor(() => expect(field).toHaveValue(LINK));
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]?.url).toContain('/api/tender/ShareAuction?tenderId=tender-1');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The link is copied to your clipboard.',
    );
    const mail = screen.getByRole('link', { name: 'Send by e-mail' });
    const href = new URL(mail.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Auction: Office paper');
    expect(href.searchParams.get('body')).toContain(LINK);
  });

  it.each([
    ['a private auction', { isPublic: false, tenderStatus: TenderStatus.SCHEDULED }],
    ['a public draft', { isPublic: true, tenderStatus: TenderStatus.NEW }],
  ])('is not offered on %s', async (_case, overrides) => {
    mockFetch(() => ({ body: {} }));
    await renderWithProviders(<ShareTender tender={tenderFixture(overrides)} />);
    expect(screen.queryByRole('button', { name: 'Share auction' })).not.toBeInTheDocument();
  });
});
