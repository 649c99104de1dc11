// The two ways to invite suppliers, each in its own dialog: by e-mail and from the contacts list.
import { Modal } from '@mantine/core';
import type { TTender } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../lib/auth/session-store.ts';
import { InviteByEmailForm } from './invite-by-email-form.tsx';
import { InviteFromContacts } from './invite-from-contacts.tsx';

export type InviteMode = 'email' | 'contacts';

type InviteDialogsProps = { tender: TTender; mode: InviteMode | null; onClose: () => void };

export function InviteDialogs({ tender, mode, onClose }: InviteDialogsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const listedEmails = tender.suppliers.map((entry) => entry.user.userName);
  return (
    <>
      <Modal
        opened={mode === 'email'}
        onClose={onClose}
        title={t('bidders.invite.emailTitle')}
        size="lg"
        centered
      >
        <InviteByEmailForm
          tenderId={tender.tenderId}
          ownEmail={user?.Name ?? ''}
          listedEmails={listedEmails}
          onDone={onClose}
          onCancel={onClose}
        />
      </Modal>
      <Modal
        opened={mode === 'contacts'}
        onClose={onClose}
        title={t('bidders.invite.contactsTitle')}
        size="lg"
        centered
      >
        <InviteFromContacts tender={tender} onDone={onClose} onCancel={onClose} />
      </Modal>
    </>
  );
}
