// The report-issue dialog: a short note and the form; a signed-in user's e-mail is filled in.
import { Modal, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { ReportIssueForm } from './report-issue-form.tsx';

export function ReportIssueDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.reportIssue.title')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('profile.reportIssue.text')}
      </Text>
      {/* A fresh form each time the dialog opens. */}
      {opened ? (
        <ReportIssueForm email={user?.Name ?? ''} onDone={onClose} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}
