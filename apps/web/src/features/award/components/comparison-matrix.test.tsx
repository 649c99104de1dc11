// The matrix marks the best of each row in words, and reorders the suppliers by a chosen row.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render.tsx';
import { comparisonFixture } from '../test/comparison-fixture.ts';
import { ComparisonMatrix } from './comparison-matrix.tsx';

/** The supplier columns' names, in order (the header row's cells after the row labels). */
const supplierColumns = () =>
  within(screen.getAllByRole('row')[0])
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.textContent);

/** The matrix row whose label starts with the text. */
const rowLabelled = (label: string) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent?.startsWith(label))!;

describe('ComparisonMatrix', () => {
  it('is a labelled region that the keyboard can focus and scroll', async () => {
    await renderWithProviders(<ComparisonMatrix comparison={comparisonFixture()} />);
    const region = screen.getByRole('region', { name: /Comparison of the offers/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('marks the best of each row with the word "Best", not by colour alone', async () => {
    await renderWithProviders(<ComparisonMatrix comparison={comparisonFixture()} />);
    const toner = within(rowLabelled('Toner')).getAllByRole('cell');
    // Columns: Bob (position 1), Alice, Carol.
    expect(toner.map((cell) => within(cell).queryByText('Best') !== null)).toEqual([
      true,
      false,
      false,
    ]);
    const total = within(rowLabelled('Total')).getAllByRole('cell');
    expect(total[1]).toHaveTextContent(/Best/);
    expect(
      within(rowLabelled('ISO 9001'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', 'No', 'No answer']);
  });

  it('orders the suppliers by the row chosen, best first, and reverses on a second choice', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ComparisonMatrix comparison={comparisonFixture()} />);
    expect(supplierColumns()).toEqual(['bob', 'alice', 'carol']);
    await user.click(screen.getByRole('button', { name: 'Order suppliers by Paper A4' }));
    expect(supplierColumns()).toEqual(['alice', 'carol', 'bob']);
    await user.click(screen.getByRole('button', { name: /Suppliers ordered by Paper A4/ }));
    expect(supplierColumns()).toEqual(['bob', 'carol', 'alice']);
  });
});
