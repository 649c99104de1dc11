import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TenderStatus } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { FrozenNote } from './frozen-note.tsx';

describe('a frozen auction on its owner’s page', () => {
  it('reads Frozen and says what freezing means', async () => {
    await renderWithProviders(
      <>
        <TenderStatusBadge status={TenderStatus.FREEZE} />
        <FrozenNote status={TenderStatus.FREEZE} />
      </>,
    );
    expect(screen.getByText('Frozen')).toBeInTheDocument();
    expect(screen.queryByText(/freezed/i)).not.toBeInTheDocument();
    expect(screen.getByText('An administrator froze this auction')).toBeInTheDocument();
    expect(screen.getByText(/suppliers cannot bid/)).toBeInTheDocument();
  });

  it('says nothing for an auction that is not frozen', async () => {
    await renderWithProviders(<FrozenNote status={TenderStatus.SCHEDULED} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('An administrator froze this auction')).not.toBeInTheDocument();
  });
});
