// A confirmation dialog: what will happen, an optional extra field, and a confirm button that
// shows progress and cannot be pressed twice. Escape and Cancel close it.
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from './form-failure.tsx';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What confirming does, in one or two sentences. */
  message?: ReactNode;
  confirmLabel: string;
  /** The label of the button that closes without acting (default "Cancel"). */
  dismissLabel?: string;
  /** Red for destructive actions. */
  isDestructive?: boolean;
  isPending?: boolean;
  /** Disables the confirm button (e.g. a required reason is missing). */
  isConfirmDisabled?: boolean;
  failure?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  dismissLabel,
  isDestructive = false,
  isPending = false,
  isConfirmDisabled = false,
  failure = null,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={isPending ? () => {} : onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending && !isConfirmDisabled) onConfirm();
        }}
      >
        <Stack gap="md">
          <FormFailure message={failure} />
          {message ? <Text size="sm">{message}</Text> : null}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {dismissLabel ?? t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={isDestructive ? 'red' : undefined}
              loading={isPending}
              disabled={isConfirmDisabled}
              data-autofocus={children ? undefined : true}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
