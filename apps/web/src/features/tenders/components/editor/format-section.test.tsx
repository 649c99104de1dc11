// The buyer picks the auction format (issue 30): each format is offered with its one-line
// explanation, only the chosen format's rules are asked for, the choice and its rules are saved
// with the draft, and a sealed tender explains that its offers open at the proposal deadline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FORMAT_RULES, type TTender } from '@tendermark/shared';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { DatesSection } from './dates-section.tsx';
import { FormatSection } from './format-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const tender = (overrides: Partial<TTender> = {}): TTender =>
  tenderFixture({ auctionFormat: 'english', formatRules: DEFAULT_FORMAT_RULES, ...overrides });

const formatGroup = () => screen.getByRole('radiogroup', { name: 'Format' });

describe('the auction format in the editor', () => {
  it('offers the four formats with what each does, the open auction by default', async () => {
    await renderEditor(<FormatSection />, { tender: tender() });
    const radios = within(formatGroup()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'english',
      'japanese',
      'dutch',
      'sealed',
    ]);
    expect(within(formatGroup()).getByLabelText('Open auction (English)')).toBeChecked();
    expect(screen.getByText(/the last one left wins/)).toBeInTheDocument();
    expect(screen.getByText(/the first supplier to accept wins/)).toBeInTheDocument();
    expect(screen.getByText(/no one can read a price before/)).toBeInTheDocument();
  });

  it('asks only for the rules of the chosen format', async () => {
    const user = userEvent.setup();
    await renderEditor(<FormatSection />, { tender: tender() });
    expect(screen.getByLabelText('Lots close apart (minutes)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Round length (seconds)')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Japanese (falling price)'));
    expect(screen.getByLabelText('Round length (seconds)')).toHaveValue('60');
    expect(screen.getByLabelText('Floor (% of the expected price)')).toHaveValue('50');
    expect(screen.queryByLabelText('First offer (% of the expected price)')).toBeNull();
    expect(screen.queryByLabelText('Lots close apart (minutes)')).toBeNull();

    await user.click(screen.getByLabelText('Dutch (rising offer)'));
    expect(screen.getByLabelText('First offer (% of the expected price)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Floor (% of the expected price)')).toBeNull();

    await user.click(screen.getByLabelText('Sealed offers'));
    expect(screen.queryByRole('group', { name: 'Rules of the format' })).toBeNull();
  });

  it('saves the format and its rules with the draft', async () => {
    const user = userEvent.setup();
    const { updateCalls, values } = await renderEditor(<FormatSection />, {
      tender: tender(),
      autosaveDelayMs: 20,
    });
    await user.click(screen.getByLabelText('Japanese (falling price)'));
    const round = screen.getByLabelText('Round length (seconds)');
    await user.clear(round);
    await user.type(round, '30');
    expect(values().formatRules.roundSeconds).toBe(30);
    await waitFor(() => {
      const last = updateCalls().at(-1);
      expect(last && JSON.parse(last.body)).toMatchObject({
        auctionFormat: 'japanese',
        formatRules: { roundSeconds: 30, floorPercent: 50 },
      });
    });
  });

  it('keeps a round length within its limits', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<FormatSection />, {
      tender: tender({ auctionFormat: 'dutch' }),
    });
    const round = screen.getByLabelText('Round length (seconds)');
    await user.clear(round);
    await user.type(round, '5');
    await user.tab();
    expect(round).toHaveValue('10');
    expect(values().formatRules.roundSeconds).toBe(10);
  });

  it('shows a saved format and rules selected', async () => {
    await renderEditor(<FormatSection />, {
      tender: tender({
        auctionFormat: 'english',
        formatRules: { ...DEFAULT_FORMAT_RULES, lotCloseMinutes: 5 },
      }),
    });
    expect(screen.getByLabelText('Open auction (English)')).toBeChecked();
    expect(screen.getByLabelText('Lots close apart (minutes)')).toHaveValue('5');
  });

  it('explains in the dates that sealed offers open at the proposal deadline', async () => {
    await renderEditor(<DatesSection />, { tender: tender({ auctionFormat: 'sealed' }) });
    expect(screen.getByText(/Sealed offers have no live room/)).toBeInTheDocument();
    expect(
      screen.getByText('Sealed offers are taken until then and open together then'),
    ).toBeInTheDocument();
  });
});
