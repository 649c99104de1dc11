// Unsaved-changes tracking: any change shows "Unsaved changes"; autosave saves the draft also
// while it is incomplete, sends the version, and shows the save time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '@/test/render.tsx';
import { renderEditor } from '@/features/tenders/test/editor-harness.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { ItemsSection } from './items-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByTestId('save-status');

describe('unsaved changes', () => {
  it('marks any change as unsaved, and clean again when it is undone', async () => {
    const user = userEvent.setup();
    await renderEditor(<ItemsSection />, { tender: tenderFixture() });
    expect(status()).toHaveTextContent('All changes saved');

    await user.type(screen.getByLabelText('Item 1 name'), 'Chair');
    expect(status()).toHaveTextContent('Unsaved changes');

    await user.clear(screen.getByLabelText('Item 1 name'));
    expect(status()).toHaveTextContent('All changes saved');
  });

  it('autosaves an incomplete draft: an item description before the item has a name', async () => {
    const user = userEvent.setup();
    const { updateCalls } = await renderEditor(<ItemsSection />, {
      tender: tenderFixture(),
      autosaveDelayMs: 20,
    });
    await fillIn(screen.getByLabelText('Item 1 description'), 'Black', user);

    await waitFor(() => expect(status()).toHaveTextContent(/Saved at \d\d:\d\d/));
    expect(updateCalls()).toHaveLength(1);
    const body = JSON.parse(updateCalls()[0].body);
    expect(body.itemsDetails[0]).toMatchObject({ id: 'item-1', name: '', description: 'Black' });
  });

  it('autosaves a valid draft with its version and shows when it was saved', async () => {
    const user = userEvent.setup();
    const { updateCalls } = await renderEditor(<ItemsSection />, {
      tender: tenderFixture(),
      autosaveDelayMs: 20,
    });
    await fillIn(screen.getByLabelText('Item 1 name'), 'Chair', user);

    await waitFor(() => expect(status()).toHaveTextContent(/Saved at \d\d:\d\d/));
    expect(updateCalls()).toHaveLength(1);
    const body = JSON.parse(updateCalls()[0].body);
    expect(body).toMatchObject({ tenderId: 'tender-1', version: 3 });
    expect(body.itemsDetails[0]).toMatchObject({ id: 'item-1', name: 'Chair' });
    expect(body.itemsDetails[0]).not.toHaveProperty('key');
  });

  it('asks to reload when the server reports that the tender changed elsewhere', async () => {
    const user = userEvent.setup();
    await renderEditor(<ItemsSection />, {
      tender: tenderFixture(),
      autosaveDelayMs: 20,
      onUpdate: () => ({
        status: 409,
        body: {
          error: 'version_conflict',
          message: 'This auction was changed elsewhere, please reload',
        },
      }),
    });
    await user.type(screen.getByLabelText('Item 1 name'), 'Chair');

    await waitFor(() =>
      expect(status()).toHaveTextContent('This auction was changed elsewhere, please reload'),
    );
  });
});
