// /admin/maintenance: the server's maintenance switch. While it is on, every node answers changes
// with 503 and the admin's message (users see the maintenance page); reads and this page keep
// working. Turning it on or off asks for confirmation.
import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Textarea } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { MaintenanceLimits } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useMaintenance, useSetMaintenance } from '../api/system.ts';

export function MaintenanceAdminPage() {
  const { t } = useTranslation();
  const state = useMaintenance();
  const change = useSetMaintenance();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'on' | 'off' | null>(null);
  // What the dialog asks stays while it fades out after closing.
  const [asked, setAsked] = useState<'on' | 'off'>('on');
  const isOn = state.data?.on === true;
  const typed = message ?? state.data?.message ?? '';

  const apply = (on: boolean) =>
    change.mutate(
      { on, message: on ? typed.trim() || null : null },
      {
        onSuccess: () => {
          setConfirming(null);
          setMessage(null);
          notifySuccess(on ? t('admin.maintenance.turnedOn') : t('admin.maintenance.turnedOff'));
        },
      },
    );
  const open = (next: 'on' | 'off') => {
    change.reset();
    setAsked(next);
    setConfirming(next);
  };

  return (
    <>
      <PageTitle
        title={t('admin.maintenance.title')}
        description={t('admin.maintenance.description')}
      />
      {state.isPending ? (
        <Skeleton height={180} />
      ) : state.isError ? (
        <Alert color="red">{errorText(t, state.error)}</Alert>
      ) : (
        <Card maw={640}>
          <Stack gap="md">
            <Alert
              color={isOn ? 'orange' : 'teal'}
              icon={<IconTool size={18} />}
              title={isOn ? t('admin.maintenance.isOn') : t('admin.maintenance.isOff')}
              role="status"
            >
              {isOn
                ? t('admin.maintenance.onSince', {
                    since: state.data?.since ? new Date(state.data.since).toLocaleString() : '—',
                    by: state.data?.by ?? '—',
                  })
                : t('admin.maintenance.offText')}
            </Alert>
            <Textarea
              label={t('admin.maintenance.message')}
              description={t('admin.maintenance.messageHint')}
              value={typed}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={MaintenanceLimits.message}
              autosize
              minRows={2}
              maxRows={6}
            />
            {change.isError && confirming === null ? (
              <Alert color="red">{errorText(t, change.error)}</Alert>
            ) : null}
            <Group gap="sm">
              {isOn ? (
                <>
                  <Button onClick={() => open('off')}>{t('admin.maintenance.turnOff')}</Button>
                  <Button
                    variant="default"
                    disabled={typed.trim() === (state.data?.message ?? '')}
                    loading={change.isPending && confirming === null}
                    onClick={() => apply(true)}
                  >
                    {t('admin.maintenance.updateMessage')}
                  </Button>
                </>
              ) : (
                <Button onClick={() => open('on')}>{t('admin.maintenance.turnOn')}</Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={
          asked === 'on'
            ? t('admin.maintenance.confirmOnTitle')
            : t('admin.maintenance.confirmOffTitle')
        }
        message={
          asked === 'on'
            ? t('admin.maintenance.confirmOnText')
            : t('admin.maintenance.confirmOffText')
        }
        confirmLabel={
          asked === 'on' ? t('admin.maintenance.turnOn') : t('admin.maintenance.turnOff')
        }
        isDestructive={asked === 'on'}
        isPending={change.isPending}
        failure={change.isError ? errorText(t, change.error) : null}
        onConfirm={() => apply(asked === 'on')}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
