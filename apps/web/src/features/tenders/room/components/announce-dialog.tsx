// The owner posts an announcement to everyone in the auction (POST AddAnnouncement).
import { useTranslation } from '@/lib/translation.ts';
import { TextDialog } from '@/components/text-dialog.tsx';
import { notifySuccess } from '@/lib/notify.ts';
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
  const field = {
    label: t('room.announce.field'),
    isRequired: true,
    minRows: 3,
    maxLength: MAX_ANNOUNCEMENT_LENGTH,
  };

  return (
    <TextDialog
      opened={opened}
      title={t('room.announce.title')}
      message={t('room.announce.text')}
      confirmLabel={t('room.announce.confirm')}
      field={field}
      call={announce}
      onConfirm={(text, close) =>
        announce.mutate(text, {
          onSuccess: (reply) => {
            onAnnounced(reply);
            notifySuccess(t('room.announce.done'));
            close();
          },
        })
      }
      onClose={onClose}
    />
  );
}
