// The supplier's position badge: 1st in green and "leading", ordinals, N/A for 9999.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { PositionBadge } from './position-badge.tsx';

const badge = () => screen.getByTestId('position-badge');
const value = () => screen.getByTestId('position-value');

describe('position badge', () => {
  it('shows 1st in green and says the supplier is leading', async () => {
    await renderWithProviders(<PositionBadge position={1} />);
    expect(value()).toHaveTextContent('1st');
    expect(screen.getByText('You are leading')).toBeInTheDocument();
    expect(badge()).toHaveAttribute('data-tone', 'leading');
    expect(badge()).toHaveAttribute('data-position', '1');
  });

  it('writes other positions as ordinals, not in green', async () => {
    await renderWithProviders(
      <>
        <PositionBadge position={2} />
        <PositionBadge position={3} />
        <PositionBadge position={11} />
      </>,
    );
    expect(screen.getAllByTestId('position-value').map((node) => node.textContent)).toEqual([
      '2nd',
      '3rd',
      '11th',
    ]);
    expect(screen.getAllByTestId('position-badge')[0]).toHaveAttribute('data-tone', 'ranked');
  });

  it('shows N/A for the no-position value 9999 and what to do about it', async () => {
    await renderWithProviders(<PositionBadge position={9999} />);
    expect(value()).toHaveTextContent('N/A');
    expect(badge()).toHaveAttribute('data-tone', 'unranked');
    expect(screen.getByText('Bid on every item and criterion to be ranked')).toBeInTheDocument();
  });

  it('is the final position once the auction has ended, never "leading"', async () => {
    await renderWithProviders(
      <>
        <PositionBadge position={1} isEnded />
        <PositionBadge position={2} isEnded />
      </>,
    );
    expect(screen.getAllByText('Your final position')).toHaveLength(2);
    expect(screen.getByText('Your offer won')).toBeInTheDocument();
    expect(screen.getByText('Another offer won')).toBeInTheDocument();
    expect(screen.queryByText('You are leading')).not.toBeInTheDocument();
    expect(screen.queryByText('Another offer ranks above yours')).not.toBeInTheDocument();
  });
});
