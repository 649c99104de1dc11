// A text dialog refuses an empty required text, hands the text over trimmed, and forgets it and
// the call's failure when it closes.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render.tsx';
import '@/test/stub-document-fonts.ts';
import { TextDialog } from './text-dialog.tsx';

const field = { label: 'Message', isRequired: true, minRows: 3, maxLength: 100 };

function Harness({ onConfirm, reset }: { onConfirm: (text: string) => void; reset: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <TextDialog
        opened={opened}
        title="Message all bidders"
        message="Everyone gets it."
        confirmLabel="Send"
        field={field}
        call={{ isPending: false, isError: false, error: null, reset }}
        onConfirm={(text) => onConfirm(text)}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

describe('TextDialog', () => {
  it('shows "required" for an empty text and sends nothing', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(<Harness onConfirm={onConfirm} reset={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('hands over the trimmed text', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(<Harness onConfirm={onConfirm} reset={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), '  Delivery moved  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onConfirm).toHaveBeenCalledWith('Delivery moved');
  });

  it('clears the text and resets the call when it closes', async () => {
    const reset = vi.fn();
    await renderWithProviders(<Harness onConfirm={vi.fn()} reset={reset} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reset).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open', hidden: true }));
    expect(await screen.findByRole('textbox', { name: /Message/ })).toHaveValue('');
  });
});
