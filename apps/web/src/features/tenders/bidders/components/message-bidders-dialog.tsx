// "Message all bidders": one text to every invited and taking-part supplier, in-app and by mail.
import { useTranslation } from '@/lib/translation.ts';
import { TextDialog } from '@/components/text-dialog.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { useMessageToBidders } from '../api/message-to-bidders.ts';

type MessageBiddersDialogProps = { tenderId: string; opened: boolean; onClose: () => void };

export function MessageBiddersDialog({ tenderId, opened, onClose }: MessageBiddersDialogProps) {
  const { t } = useTranslation();
  const send = useMessageToBidders(tenderId);

  return (
    <TextDialog
      opened={opened}
      title={t('bidders.message.title')}
      message={t('bidders.message.text')}
      confirmLabel={t('bidders.message.send')}
      field={{ label: t('bidders.message.field'), isRequired: true, minRows: 4, maxLength: 4000 }}
      call={send}
      onConfirm={(text, close) =>
        send.mutate(text, {
          onSuccess: ({ recipients }) => {
            notifySuccess(t('bidders.message.sent', { count: recipients }));
            close();
          },
        })
      }
      onClose={onClose}
    />
  );
}
