// The room's top band tells one story: the live link and the bidders in the room only while the
// auction can still change, none of it once it has ended.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TenderStatus } from '@tendermark/shared';
import '@/test/stub-document-fonts.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { RoomTopBand } from './room-top-band.tsx';

const band = (status: number) => (
  <RoomTopBand
    name="Office chairs"
    status={status}
    startDate="2030-01-01T10:00:00.000Z"
    endDate="2030-01-01T10:03:00.000Z"
    connection="connected"
    onReconnect={() => undefined}
    joinError={null}
    activeCount={2}
  />
);

describe('room top band', () => {
  it('shows the live link and the bidders in the room while the auction runs', async () => {
    await renderWithProviders(band(TenderStatus.SUBMITTED));
    expect(screen.getByText('Live', { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('active-bidders')).toHaveTextContent('2 bidders in the room');
  });

  it('shows neither once the auction has ended', async () => {
    await renderWithProviders(band(TenderStatus.ENDED));
    expect(screen.getByText('Auction ended')).toBeInTheDocument();
    expect(screen.queryByText('Live', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByTestId('active-bidders')).not.toBeInTheDocument();
  });
});
