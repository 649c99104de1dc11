// "Report an issue" below every page: a quiet button; the dialog with its form loads on first use,
// so that the first page stays light.
import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';

const ReportIssueDialog = lazy(async () => ({
  default: (await import('./report-issue-dialog.tsx')).ReportIssueDialog,
}));

export function ReportIssueButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const label = t('profile.reportIssue.open');
  return (
    <>
      <Group justify="center">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconMessageReport size={16} stroke={1.6} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => {
            setWasOpened(true);
            setOpen(true);
          }}
        >
          {label}
        </Button>
      </Group>
      {wasOpened ? (
        <Suspense fallback={null}>
          <ReportIssueDialog opened={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
