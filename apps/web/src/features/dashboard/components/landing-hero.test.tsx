// The landing page answers what a buyer asks before registering: how an auction goes, what the
// plans are, and where to register or look around first.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { LandingHero } from './landing-hero.tsx';

describe('LandingHero', () => {
  it('explains a reverse auction in four steps', async () => {
    await renderWithProviders(<LandingHero />);
    const how = screen.getByRole('region', { name: 'How a reverse auction works' });
    const steps = within(how).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Describe what you buy',
      'Invite suppliers or open it to all',
      'Suppliers bid live',
      'Compare and award',
    ]);
  });

  it('leads to the plans, to registration and to the public auctions', async () => {
    await renderWithProviders(<LandingHero />);
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(within(plans).getByRole('link', { name: 'See plans and prices' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const cta = screen.getByRole('region', { name: 'Ready to run your first auction?' });
    expect(within(cta).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(cta).getByRole('link', { name: 'Browse public auctions' })).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers',
    );
  });
});
