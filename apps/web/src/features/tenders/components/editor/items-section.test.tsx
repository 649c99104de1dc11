// Items: expected prices and the total follow the shared rules; the bid step defaults to 1 % of the
// unit price until the owner sets one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { ItemsSection } from './items-section.tsx';

afterEach(() => vi.unstubAllGlobals());

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

const total = () => screen.getByTestId('items-total');

describe('ItemsSection', () => {
  it('shows each expected price and the total of unit price × quantity', async () => {
    const user = userEvent.setup();
    await renderEditor(<ItemsSection />, { tender: tenderFixture() });
    expect(total()).toHaveTextContent('$1,000.00');

    await retype(user, 'Item 1 quantity', '25');
    expect(screen.getByLabelText('Item 1 expected price')).toHaveTextContent('$2,500.00');
    expect(total()).toHaveTextContent('$2,500.00');
  });

  it('moves the default bid step with the unit price, but keeps a bid step the owner set', async () => {
    const user = userEvent.setup();
    await renderEditor(<ItemsSection />, { tender: tenderFixture() });
    const bidStep = () => screen.getByLabelText('Item 1 bid step');
    expect(bidStep()).toHaveValue('1');

    await retype(user, 'Item 1 unit price', '250');
    expect(bidStep()).toHaveValue('2.5');

    await retype(user, 'Item 1 bid step', '5');
    await retype(user, 'Item 1 unit price', '300');
    expect(bidStep()).toHaveValue('5');
    expect(total()).toHaveTextContent('$3,000.00');
  });

  it('adds rows from the default item and removes them again', async () => {
    const user = userEvent.setup();
    await renderEditor(<ItemsSection />, { tender: tenderFixture() });
    expect(screen.queryByRole('button', { name: 'Remove item 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByLabelText('Item 2 unit price')).toHaveValue('100');
    expect(screen.getByLabelText('Item 2 bid step')).toHaveValue('1');
    expect(total()).toHaveTextContent('$2,000.00');

    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByLabelText('Item 2 name')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('$1,000.00');
  });

  it('offers the units of measurement in a searchable list', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<ItemsSection />, { tender: tenderFixture() });
    const unit = screen.getByRole('combobox', { name: 'Item 1 unit' });
    await user.click(unit);
    await user.clear(unit);
    await user.type(unit, 'kilo');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'kilogram (kg)' }));
    expect(values().itemsDetails[0].unitOfMeasurement).toEqual({ id: 8, name: 'kilogram' });
  });
});
