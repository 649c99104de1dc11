// A confirmation dialog with one free text (a message, a reason, a comment): the text is checked
// when confirmed, handed over trimmed, and cleared with the call's outcome when the dialog closes.
import { Textarea } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { useTextField } from '@/lib/forms/use-text-field.ts';
import { failureText } from '@/lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type DialogTextSpec = {
  label: string;
  isRequired: boolean;
  minRows: number;
  maxLength: number;
  initialText?: string;
};

type TextDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isDestructive?: boolean;
  /** The text field; null for a plain confirmation (the text is then empty). */
  field: DialogTextSpec | null;
  /** The mutation the text is sent with: its progress and failure show in the dialog. */
  call: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** Runs with the trimmed text once it passes the check; `close` clears it and closes. */
  onConfirm: (text: string, close: () => void) => void;
  onClose: () => void;
};

export function TextDialog({ field, call, onConfirm, onClose, ...dialog }: TextDialogProps) {
  const { t } = useTranslation();
  const text = useTextField(field?.initialText);

  const close = () => {
    text.reset();
    call.reset();
    onClose();
  };
  const handleConfirm = () => {
    const submitted = text.submittedText(field?.isRequired ?? false);
    if (submitted !== null) onConfirm(submitted, close);
  };

  return (
    <ConfirmDialog
      {...dialog}
      isPending={call.isPending}
      failure={failureText(t, call)}
      onConfirm={handleConfirm}
      onClose={close}
    >
      {field ? (
        <Textarea
          label={field.label}
          required={field.isRequired}
          autosize
          minRows={field.minRows}
          maxLength={field.maxLength}
          data-autofocus
          {...text.inputProps}
        />
      ) : null}
    </ConfirmDialog>
  );
}
