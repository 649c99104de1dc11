// The owner's ranking marks who is in the room while the auction can still change, and stops
// once it is over (nobody is "in the room" of an ended auction).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { OwnerRanking } from './owner-ranking.tsx';

const entries = [
  { userName: 'alice@example.com', position: 1, score: 1, total: 1770 },
  { userName: 'bob@example.com', position: 2, score: 0.9, total: 1790 },
];

describe('owner ranking', () => {
  it('marks who is in the room while the auction runs', async () => {
    await renderWithProviders(
      <OwnerRanking
        entries={entries}
        currency="USD"
        activeUserNames={new Set(['alice@example.com'])}
      />,
    );
    expect(screen.getByRole('img', { name: 'In the room now' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not in the room' })).toBeInTheDocument();
  });

  it('shows no presence once the auction is over', async () => {
    await renderWithProviders(
      <OwnerRanking entries={entries} currency="USD" activeUserNames={null} />,
    );
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /room/ })).not.toBeInTheDocument();
  });
});
