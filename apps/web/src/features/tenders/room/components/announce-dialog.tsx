// The owner posts an announcement to everyone in the auction (POST AddAnnouncement).
import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorText } from '../../../../lib/i18n.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useAddAnnouncement, type AnnouncementReply } from '../api/add-announcement.ts';

/** The server's limit (ZAnnouncementBody). */
const MAX_ANNOUNCEMENT_LENGTH = 2000;

type AnnounceDialogProps = {
  tenderId: string;
  opened: boolean;
  onClose: () => void;
  onAnnounced: (reply: AnnouncementReply) => void;
};

export function AnnounceDialog({ tenderId, opened, onClose, onAnnounced }: AnnounceDialogProps) {
  const { t } = useTranslation();
  const announce = useAddAnnouncement(tenderId);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const close = () => {
    setText('');
    setFieldError(null);
    announce.reset();
    onClose();
  };

  const handleConfirm = () => {
    if (!text.trim()) {
      setFieldError(t('messages.required'));
      return;
    }
    announce.mutate(text.trim(), {
      onSuccess: (reply) => {
        onAnnounced(reply);
        notifySuccess(t('room.announce.done'));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('room.announce.title')}
      message={t('room.announce.text')}
      confirmLabel={t('room.announce.confirm')}
      isPending={announce.isPending}
      failure={announce.isError ? errorText(t, announce.error) : null}
      onConfirm={handleConfirm}
      onClose={close}
    >
      <Textarea
        label={t('room.announce.field')}
        required
        autosize
        minRows={3}
        maxLength={MAX_ANNOUNCEMENT_LENGTH}
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
