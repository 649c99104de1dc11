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
    expect(screen.getByText('Your offer ranked first')).toBeInTheDocument();
    expect(screen.getByText('Another offer ranked first')).toBeInTheDocument();
    expect(screen.queryByText('You are leading')).not.toBeInTheDocument();
    expect(screen.queryByText('Another offer ranks above yours')).not.toBeInTheDocument();
  });

  it('says "tied for first", never "leading", when a sharing tie rule puts another offer level', async () => {
    await renderWithProviders(
      <>
        <PositionBadge position={1} tiedWith={1} tieRule="shareBetter" />
        <PositionBadge position={2} tiedWith={1} tieRule="shareWorse" />
      </>,
    );
    expect(screen.getAllByText('Tied for first: another offer has the same score')).toHaveLength(2);
    expect(screen.queryByText('You are leading')).not.toBeInTheDocument();
    for (const node of screen.getAllByTestId('position-badge'))
      expect(node).toHaveAttribute('data-tone', 'tiedForFirst');
    expect(screen.getAllByTestId('position-value').map((node) => node.textContent)).toEqual([
      '1st',
      '2nd',
    ]);
  });

  it('under shareWorse, 2nd alone is behind and 3rd shared below the lead is only tied', async () => {
    await renderWithProviders(
      <>
        <PositionBadge position={2} tieRule="shareWorse" />
        <PositionBadge position={3} tiedWith={1} tieRule="shareWorse" />
      </>,
    );
    expect(screen.getByText('Another offer ranks above yours')).toBeInTheDocument();
    expect(screen.getByText('Tied: another offer has the same score')).toBeInTheDocument();
  });

  it('at the end a tie for first is never "won": the buyer decides', async () => {
    await renderWithProviders(
      <PositionBadge position={1} tiedWith={1} tieRule="shareBetter" isEnded />,
    );
    expect(screen.getByText('Tied for first: the buyer decides the award')).toBeInTheDocument();
    expect(screen.queryByText('Your offer ranked first')).not.toBeInTheDocument();
  });
});
