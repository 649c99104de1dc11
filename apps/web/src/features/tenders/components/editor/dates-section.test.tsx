// Dates: the duration is refused in the server's words (ScheduleTender's); the end follows start +
// duration.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { DatesSection } from './dates-section.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('DatesSection', () => {
  it('refuses a duration over 44000 minutes with the message ScheduleTender gives', async () => {
    const user = userEvent.setup();
    await renderEditor(<DatesSection />, { tender: tenderFixture() });
    const duration = screen.getByLabelText('Duration (minutes)');
    await user.clear(duration);
    await user.type(duration, '50000');
    await user.tab();
    expect(
      await screen.findByText('Duration needs to be between 1 and 44000 minutes'),
    ).toBeInTheDocument();
  });

  it('shows when the auction ends and the time zone of the dates', async () => {
    const user = userEvent.setup();
    const { values } = await renderEditor(<DatesSection />, { tender: tenderFixture() });
    expect(screen.getByText(/Times are in your time zone/)).toBeInTheDocument();
    const duration = screen.getByLabelText('Duration (minutes)');
    await user.clear(duration);
    await user.type(duration, '90');
    expect(values().duration).toBe(90);
    const end = new Date(Date.parse(tenderFixture().startDate) + 90 * 60_000).toISOString();
    expect(document.querySelector(`time[datetime="${end}"]`)).not.toBeNull();
  });
});
