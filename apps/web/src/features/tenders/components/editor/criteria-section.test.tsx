// Criteria: adding one takes weight from the price criterion, editing a weight rebalances the
// others (shared rules), removing one gives its weight back; weights are shown as percent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { CriteriaSection } from './criteria-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const weight = (row: number) => screen.getByLabelText(`Criterion ${row} weight`);

async function setWeight(user: ReturnType<typeof userEvent.setup>, row: number, percent: string) {
  await user.clear(weight(row));
  await user.type(weight(row), `${percent}{Enter}`);
}

describe('CriteriaSection', () => {
  it('keeps the price criterion first and fixed, at 100 % while it is alone', async () => {
    await renderEditor(<CriteriaSection />, { tender: tenderFixture() });
    expect(screen.getByText('Total price')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove criterion 1' })).not.toBeInTheDocument();
    expect(weight(1)).toHaveValue('100%');
    expect(weight(1)).toHaveAttribute('readonly');
  });

  it('takes the weight of a new criterion from the price criterion', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<CriteriaSection />, { tender: tenderFixture() });
    await user.click(await screen.findByRole('button', { name: 'Add criterion' }));

    expect(weight(1)).toHaveValue('90%');
    expect(weight(2)).toHaveValue('10%');
    expect(screen.getByTestId('weights-total')).toHaveTextContent('Total weight: 100%');
    expect(values().criteriaDetails.map((criterion) => criterion.weight)).toEqual([
      { id: 0.9, name: '90%' },
      { id: 0.1, name: '10%' },
    ]);
  });

  it('rebalances the other weights when one changes, and returns a removed weight to the first', async () => {
    const user = userEvent.setup();
    await renderEditor(<CriteriaSection />, { tender: tenderFixture() });
    const add = await screen.findByRole('button', { name: 'Add criterion' });
    await user.click(add);
    await setWeight(user, 2, '30');
    expect(weight(1)).toHaveValue('70%');

    await user.click(add);
    expect(weight(1)).toHaveValue('60%');
    expect(weight(3)).toHaveValue('10%');

    await setWeight(user, 1, '50');
    // The other 50 % is shared 30 : 10, to two decimals, summing to exactly 100 %.
    expect(weight(2)).toHaveValue('38%');
    expect(weight(3)).toHaveValue('12%');
    expect(screen.getByTestId('weights-total')).toHaveTextContent('Total weight: 100%');

    await user.click(screen.getByRole('button', { name: 'Remove criterion 2' }));
    expect(weight(1)).toHaveValue('88%');
    expect(weight(2)).toHaveValue('12%');
  });

  it('refuses a price weight of 0 % with a warning instead of rebalancing the others', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<CriteriaSection />, { tender: tenderFixture() });
    await user.click(await screen.findByRole('button', { name: 'Add criterion' }));

    await setWeight(user, 1, '0');
    expect(weight(1)).toHaveValue('90%');
    expect(weight(2)).toHaveValue('10%');
    expect(weight(1)).toHaveAccessibleDescription(
      'The total price criterion needs a weight above 0%',
    );
    // Another criterion at 100 % would leave the price at 0 %: refused the same way.
    await setWeight(user, 2, '100');
    expect(weight(2)).toHaveValue('10%');
    expect(weight(2)).toHaveAccessibleDescription(
      'The total price criterion needs a weight above 0%',
    );
    expect(values().criteriaDetails.map((criterion) => criterion.weight.id)).toEqual([0.9, 0.1]);

    await setWeight(user, 2, '99');
    expect(weight(1)).toHaveValue('1%');
    expect(weight(2)).not.toHaveAccessibleDescription();
  });
});
