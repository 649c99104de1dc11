// Must-have conditions: the mandatory first one cannot change; others are committed on Enter,
// Tab or blur (shared commitMustHaveText), and an emptied condition disappears.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { MustHaveSection } from './must-have-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const texts = (values: { mustHaveConditions: Array<{ text: string }> }) =>
  values.mustHaveConditions.map((condition) => condition.text);

describe('MustHaveSection', () => {
  it('shows the mandatory condition fixed, without a field or a remove button', async () => {
    await renderEditor(<MustHaveSection />, { tender: tenderFixture() });
    expect(screen.getByText(/I agree to share my contact e-mail/)).toBeInTheDocument();
    expect(screen.getByText('Always included')).toBeInTheDocument();
    expect(screen.queryByLabelText('Condition 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove condition/ })).not.toBeInTheDocument();
  });

  it('adds a condition on Enter and on Tab, trimmed', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<MustHaveSection />, { tender: tenderFixture() });
    await user.type(screen.getByLabelText('New condition'), '  ISO 9001 certified  {Enter}');
    await user.type(screen.getByLabelText('New condition'), 'Delivery within 5 days');
    await user.tab();

    expect(texts(values())).toHaveLength(3);
    expect(texts(values()).slice(1)).toEqual(['ISO 9001 certified', 'Delivery within 5 days']);
    expect(screen.getByLabelText('Condition 2', { exact: true })).toHaveValue('ISO 9001 certified');
    expect(screen.getByLabelText('New condition')).toHaveValue('');
  });

  it('commits an edit only on Enter, Tab or blur, and removes a condition that is emptied', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<MustHaveSection />, {
      tender: tenderFixture({
        mustHaveConditions: [
          ...tenderFixture().mustHaveConditions,
          { id: 'condition-2', text: 'ISO 9001 certified', hasAdditionalInfo: false },
          { id: 'condition-3', text: 'Own fleet', hasAdditionalInfo: false },
        ],
      }),
    });
    const second = screen.getByLabelText('Condition 2', { exact: true });
    await user.clear(second);
    await user.type(second, 'ISO 14001 certified');
    expect(texts(values())[1]).toBe('ISO 9001 certified');
    await user.keyboard('{Enter}');
    expect(texts(values())[1]).toBe('ISO 14001 certified');

    const third = screen.getByLabelText('Condition 3', { exact: true });
    await user.clear(third);
    await user.click(screen.getByLabelText('New condition'));
    expect(texts(values())).toEqual([texts(values())[0], 'ISO 14001 certified']);
    expect(screen.queryByLabelText('Condition 3', { exact: true })).not.toBeInTheDocument();
  });

  it('records whether the supplier adds details to a condition', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<MustHaveSection />, {
      tender: tenderFixture({
        mustHaveConditions: [
          ...tenderFixture().mustHaveConditions,
          { id: 'condition-2', text: 'ISO 9001 certified', hasAdditionalInfo: false },
        ],
      }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'The supplier adds details' }));
    expect(values().mustHaveConditions[1].hasAdditionalInfo).toBe(true);
  });
});
