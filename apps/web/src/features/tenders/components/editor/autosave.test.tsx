// Autosave never loses what was typed: a failed save keeps the edits and retries, and a value that
// cannot be stored keeps the rest of the draft saving.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '@/test/render.tsx';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { ItemsSection } from './items-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByTestId('save-status');
const bodyOf = (call: { body: string }) => JSON.parse(call.body);

describe('autosave', () => {
  it('keeps the edits when a save fails, says it will retry, and saves them on the retry', async () => {
    const user = userEvent.setup();
    const tender = tenderFixture();
    let attempts = 0;
    const { updateCalls, values } = await renderEditor(<ItemsSection />, {
      tender,
      autosaveDelayMs: 20,
      retryDelayMs: 200,
      onUpdate: (call) => {
        attempts += 1;
        if (attempts === 1)
          return { status: 500, body: { error: 'internal', message: 'Server error' } };
        return { body: { ...tender, ...bodyOf(call), version: tender.version + 1 } };
      },
    });
    await fillIn(screen.getByLabelText('Item 1 name'), 'Chair', user);

    await waitFor(() => expect(status()).toHaveTextContent("Couldn't save — retrying"));
    expect(values().itemsDetails[0].name).toBe('Chair');
    await waitFor(() => expect(status()).toHaveTextContent(/Saved at \d\d:\d\d/));
    expect(updateCalls()).toHaveLength(2);
    expect(bodyOf(updateCalls()[1]).itemsDetails[0].name).toBe('Chair');
  });

  it('does not retry what the server refuses, and says why', async () => {
    const user = userEvent.setup();
    const { updateCalls } = await renderEditor(<ItemsSection />, {
      tender: tenderFixture(),
      autosaveDelayMs: 20,
      retryDelayMs: 20,
      onUpdate: () => ({
        status: 400,
        body: { error: 'validation_error', message: 'Please select an item' },
      }),
    });
    await fillIn(screen.getByLabelText('Item 1 name'), 'Chair', user);

    await waitFor(() => expect(status()).toHaveTextContent("Couldn't save: Please select an item"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updateCalls()).toHaveLength(1);
  });

  it('saves the rest of the draft while a value cannot be stored, and keeps that value unsaved', async () => {
    const user = userEvent.setup();
    const { updateCalls, values } = await renderEditor(<ItemsSection />, {
      tender: tenderFixture(),
      autosaveDelayMs: 20,
    });
    await user.click(screen.getByLabelText('Item 1 name'));
    await user.paste('x'.repeat(201));
    await fillIn(screen.getByLabelText('Item 1 description'), 'Black', user);

    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(bodyOf(updateCalls()[0]).itemsDetails[0]).toMatchObject({
      name: '',
      description: 'Black',
    });
    await waitFor(() => expect(status()).toHaveTextContent('Unsaved changes'));
    expect(screen.getByTestId('save-problem')).toHaveTextContent(/Items, row 1: .*200/);
    expect(values().itemsDetails[0].name).toHaveLength(201);
  });
});
