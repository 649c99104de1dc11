// A form whose rules load after it has shown: a check asked for meanwhile waits for them, a submit
// is sent once, and rules that cannot be loaded leave the checking to the server.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, TextInput } from '@mantine/core';
import { Messages } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { useRulesForm, type FormRules } from './use-rules-form.ts';

const nameRequired: FormRules = (values) => (values.name === '' ? { name: Messages.required } : {});

function NameForm({
  loadRules,
  onSubmit,
}: {
  loadRules: () => Promise<FormRules>;
  onSubmit: (values: { name: string }) => Promise<void> | void;
}) {
  const { form, handleSubmit, isSubmitting } = useRulesForm({
    loadRules,
    initialValues: { name: '' },
    onSubmit,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit" loading={isSubmitting}>
        Send
      </Button>
    </form>
  );
}

/** A loader the test lets finish when it wants. */
function heldLoader() {
  let finish: (outcome: 'loaded' | 'failed') => void = () => undefined;
  const loadRules = vi.fn(
    () =>
      new Promise<FormRules>((resolve, reject) => {
        finish = (outcome) =>
          outcome === 'loaded' ? resolve(nameRequired) : reject(new Error('chunk failed'));
      }),
  );
  return { loadRules, finish: (outcome: 'loaded' | 'failed') => finish(outcome) };
}

describe('useRulesForm with rules that load later', () => {
  it('starts loading the rules once the form has shown', async () => {
    const { loadRules } = heldLoader();
    await renderWithProviders(<NameForm loadRules={loadRules} onSubmit={vi.fn()} />);
    await waitFor(() => expect(loadRules).toHaveBeenCalledTimes(1));
  });

  it('checks a submit made before the rules arrived once they are there', async () => {
    const user = userEvent.setup();
    const { loadRules, finish } = heldLoader();
    const onSubmit = vi.fn();
    await renderWithProviders(<NameForm loadRules={loadRules} onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText(Messages.required)).toBeNull();
    finish('loaded');

    expect(await screen.findByText(Messages.required)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once when the form is submitted twice while the rules load', async () => {
    const user = userEvent.setup();
    const { loadRules, finish } = heldLoader();
    const onSubmit = vi.fn();
    await renderWithProviders(<NameForm loadRules={loadRules} onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    // Submitted as a script could: the waiting button takes neither a click nor Enter.
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    finish('loaded');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }, expect.anything()));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends what was entered when the rules cannot be loaded, and tries again at the next check', async () => {
    const user = userEvent.setup();
    const { loadRules, finish } = heldLoader();
    const onSubmit = vi.fn();
    await renderWithProviders(<NameForm loadRules={loadRules} onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    finish('failed');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '' }, expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadRules).toHaveBeenCalledTimes(2);
  });
});
