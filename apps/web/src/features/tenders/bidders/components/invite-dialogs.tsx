// The two ways to invite suppliers, each in its own dialog: by e-mail and from the contacts list.
import { Modal } from '@mantine/core';
import { TenderStatus, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { InviteByEmailForm } from './invite-by-email-form.tsx';
import { InviteFromContacts } from './invite-from-contacts.tsx';

export type InviteMode = 'email' | 'contacts';

type InviteDialogsProps = { tender: TTender; mode: InviteMode | null; onClose: () => void };

export function InviteDialogs({ tender, mode, onClose }: InviteDialogsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const listedEmails = tender.suppliers.map((entry) => entry.user.userName);
  // A draft only picks suppliers: the invitations go out when it is scheduled.
  const isDraft = tender.tenderStatus === TenderStatus.NEW;
  return (
    <>
      <Modal
        opened={mode === 'email'}
        onClose={onClose}
        title={t(isDraft ? 'bidders.invite.pickEmailTitle' : 'bidders.invite.emailTitle')}
        size="lg"
        centered
      >
        <InviteByEmailForm
          tenderId={tender.tenderId}
          ownEmail={user?.Name ?? ''}
          listedEmails={listedEmails}
          isDraft={isDraft}
          onDone={onClose}
          onCancel={onClose}
        />
      </Modal>
      <Modal
        opened={mode === 'contacts'}
        onClose={onClose}
        title={t(isDraft ? 'bidders.invite.pickContactsTitle' : 'bidders.invite.contactsTitle')}
        size="lg"
        centered
      >
        <InviteFromContacts tender={tender} isDraft={isDraft} onDone={onClose} onCancel={onClose} />
      </Modal>
    </>
  );
}
