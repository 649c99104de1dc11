// "Message all bidders": one text to every invited and taking-part supplier, in-app and by mail.
import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorText } from '../../../../lib/i18n.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useMessageToBidders } from '../api/message-to-bidders.ts';

type MessageBiddersDialogProps = { tenderId: string; opened: boolean; onClose: () => void };

export function MessageBiddersDialog({ tenderId, opened, onClose }: MessageBiddersDialogProps) {
  const { t } = useTranslation();
  const send = useMessageToBidders(tenderId);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const close = () => {
    setText('');
    setFieldError(null);
    send.reset();
    onClose();
  };

  const handleConfirm = () => {
    if (!text.trim()) {
      setFieldError(t('messages.required'));
      return;
    }
    send.mutate(text.trim(), {
      onSuccess: ({ recipients }) => {
        notifySuccess(t('bidders.message.sent', { count: recipients }));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('bidders.message.title')}
      message={t('bidders.message.text')}
      confirmLabel={t('bidders.message.send')}
      isPending={send.isPending}
      failure={send.isError ? errorText(t, send.error) : null}
      onConfirm={handleConfirm}
      onClose={close}
    >
      <Textarea
        label={t('bidders.message.field')}
        required
        autosize
        minRows={4}
        maxLength={4000}
        value={text}
        error={fieldError}
        data-autofocus
        onChange={(event) => {
          setText(event.currentTarget.value);
          setFieldError(null);
        }}
      />
    </ConfirmDialog>
  );
}
