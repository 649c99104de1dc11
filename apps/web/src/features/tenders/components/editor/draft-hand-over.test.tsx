// New auction stores the draft with the first change, then opens the draft's page in a new editor:
// what was typed in between is carried over and saved, not lost (the tenders journey's flake).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTender } from '@tendermark/shared';
import { fillIn } from '@/test/render.tsx';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { ItemsSection } from './items-section.tsx';

const bodyOf = (call: { body: string }) => JSON.parse(call.body);

describe('the hand-over from New auction to the draft’s page', () => {
  it('carries what was typed after the draft was created to the next editor, which saves it', async () => {
    const user = userEvent.setup();
    const blank = { ...tenderFixture(), tenderId: '' };
    let created: TTender | undefined;
    const first = await renderEditor(<ItemsSection />, {
      tender: blank,
      autosaveDelayMs: 20,
      creation: {
        createDraft: async () => 'tender-created',
        onCreated: (saved) => (created = saved),
      },
      onUpdate: (call) => ({
        body: { ...blank, ...bodyOf(call), tenderId: 'tender-created', version: 2 },
      }),
    });
    await fillIn(screen.getByLabelText('Item 1 name'), 'Chair', user);
    await waitFor(() => expect(created).toBeDefined());
    expect(bodyOf(first.updateCalls()[0]).itemsDetails[0].name).toBe('Chair');

    // Typed before the draft's page has rendered: the first editor keeps it but saves no more.
    await fillIn(screen.getByLabelText('Item 1 description'), 'Black leather', user);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.updateCalls()).toHaveLength(1);

    const next = await renderEditor(<ItemsSection />, {
      tender: created!,
      autosaveDelayMs: 20,
      onUpdate: (call) => ({ body: { ...created!, ...bodyOf(call), version: 3 } }),
    });
    expect(next.values().tenderId).toBe('tender-created');
    expect(next.values().itemsDetails[0]).toMatchObject({
      name: 'Chair',
      description: 'Black leather',
    });
    await waitFor(() => expect(next.updateCalls()).toHaveLength(1));
    const saved = bodyOf(next.updateCalls()[0]);
    expect(saved).toMatchObject({ tenderId: 'tender-created', version: 2 });
    expect(saved.itemsDetails[0]).toMatchObject({ name: 'Chair', description: 'Black leather' });
    await waitFor(() =>
      expect(within(next.container).getByTestId('save-status')).toHaveTextContent(/Saved at/),
    );
    expect(within(next.container).queryByText('Unsaved changes')).toBeNull();
    expect(first.updateCalls()).toHaveLength(1);
  });

  it('starts an editor of a stored draft from the draft when nothing was handed over', async () => {
    const tender = tenderFixture();
    const { values, updateCalls } = await renderEditor(<ItemsSection />, {
      tender,
      autosaveDelayMs: 20,
    });
    expect(values().itemsDetails[0].name).toBe(tender.itemsDetails[0].name);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updateCalls()).toHaveLength(0);
  });
});
