// The audit trail of a tender (beyond the spec): who changed what and when, newest first.
import { Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import {
  AUCTION_FORMATS,
  TIE_RULES,
  TenderStatusLabels,
  type AuctionFormat,
  type TenderStatusId,
  type TieRule,
  type TTenderAuditEntry,
} from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import { RelativeTime } from '@/components/date-time.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useAuditLog } from '@/features/tenders/api/get-audit-log.ts';
import {
  auditActionKey,
  changedFieldKeys,
  fieldChanges,
  openingOf,
  type ValueKind,
} from '@/features/tenders/model/audit.ts';

function shownValue(t: TFunction, value: unknown, kind: ValueKind): string {
  if (value === null || value === '') return t('tenders.audit.none');
  if (typeof value === 'boolean') return value ? t('tenders.audit.yes') : t('tenders.audit.no');
  if (kind === 'date' && typeof value === 'string') return formatDateTime(value);
  if (kind === 'status' && typeof value === 'number' && value in TenderStatusLabels)
    return t(`tenderStatus.${value as TenderStatusId}`);
  if (kind === 'tieRule' && (TIE_RULES as readonly unknown[]).includes(value))
    return t(`tieRules.${value as TieRule}`);
  if (kind === 'format' && (AUCTION_FORMATS as readonly unknown[]).includes(value))
    return t(`formats.${value as AuctionFormat}`);
  return String(value);
}

function EntryText({ entry }: { entry: TTenderAuditEntry }) {
  const { t } = useTranslation();
  const detailed = fieldChanges(entry.changes);
  const detailedLabels = new Set(detailed.map((change) => change.labelKey));
  const others = changedFieldKeys(entry.changes)
    .filter((key) => !detailedLabels.has(key))
    .map((key) => t(key));
  const reason = typeof entry.changes.reason === 'string' ? entry.changes.reason : null;
  const names = Array.isArray(entry.changes.names) ? entry.changes.names.join(', ') : null;
  const opening = openingOf(entry.action, entry.changes);
  return (
    <Stack gap={0}>
      {opening ? (
        <Text size="sm" c="dimmed">
          {t('tenders.audit.offersOpened', {
            count: opening.count,
            time: formatDateTime(opening.openedAt),
          })}
        </Text>
      ) : null}
      {opening && opening.unreadable.length > 0 ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {t('tenders.audit.offersUnreadable', { names: opening.unreadable.join(', ') })}
        </Text>
      ) : null}
      {detailed.map((change) => (
        <Text key={change.labelKey} size="sm" c="dimmed">
          {t(change.labelKey)}: {shownValue(t, change.from, change.kind)} →{' '}
          {shownValue(t, change.to, change.kind)}
        </Text>
      ))}
      {others.length > 0 ? (
        <Text size="sm" c="dimmed">
          {others.join(', ')}
        </Text>
      ) : null}
      {names ? (
        <Text size="sm" c="dimmed">
          {names}
        </Text>
      ) : null}
      {reason ? (
        <Text size="sm" c="dimmed">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

export function AuditTrail({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation();
  const log = useAuditLog(tenderId);

  return (
    <Card component="section" aria-labelledby="audit-trail-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="audit-trail-title">
          {t('tenders.audit.title')}
        </Title>
        {log.isPending ? (
          <Stack gap="xs">
            <Skeleton h={16} />
            <Skeleton h={16} w="70%" />
          </Stack>
        ) : log.isError ? (
          <Text size="sm" c="var(--mantine-color-error)">
            {t('messages.generalError')}
          </Text>
        ) : log.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tenders.audit.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={22} lineWidth={2} active={-1}>
            {log.data.map((entry, index) => (
              <Timeline.Item
                key={`${entry.at}-${index}`}
                bullet={<IconHistory size={12} />}
                title={
                  <Text size="sm" fw={600}>
                    {t(auditActionKey(entry.action, entry.changes))}
                  </Text>
                }
              >
                <EntryText entry={entry} />
                <Text size="xs" c="dimmed" mt={2}>
                  {entry.userName ?? t('tenders.audit.system')} · <RelativeTime value={entry.at} />
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
