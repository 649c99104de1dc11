// The buyer picks how equal scores rank (issue 29): each rule is offered with its one-line
// explanation, the choice is saved with the draft, and a saved choice comes back selected.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { OptionsSection } from './options-section.tsx';

const tieRuleGroup = () => screen.getByRole('radiogroup', { name: /Equal scores/ });

describe('the tie rule in the auction rules', () => {
  it('offers the three rules with what each does, the earlier offer first by default', async () => {
    await renderEditor(<OptionsSection />, { tender: tenderFixture() });
    const radios = within(tieRuleGroup()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'earlierWins',
      'shareBetter',
      'shareWorse',
    ]);
    expect(within(tieRuleGroup()).getByLabelText('The earlier offer wins')).toBeChecked();
    expect(
      within(tieRuleGroup()).getByText(/two offers tied for first are both 2nd/),
    ).toBeInTheDocument();
  });

  it('saves the chosen rule with the draft', async () => {
    const user = userEvent.setup();
    const { updateCalls, values } = await renderEditor(<OptionsSection />, {
      tender: tenderFixture(),
      autosaveDelayMs: 20,
    });
    await user.click(screen.getByLabelText('Equal offers share the worse rank'));
    expect(values().tieRule).toBe('shareWorse');
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(JSON.parse(updateCalls()[0].body)).toMatchObject({ tieRule: 'shareWorse' });
  });

  it('shows a saved rule selected', async () => {
    await renderEditor(<OptionsSection />, {
      tender: { ...tenderFixture(), tieRule: 'shareBetter' },
    });
    expect(screen.getByLabelText('Equal offers share the better rank')).toBeChecked();
  });
});
