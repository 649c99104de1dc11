// The parts of a bidder's row shared by the table (wide screens) and the cards (phones): who they
// are, the reason given with their status, and the offer at a glance.
import { Badge, Button, Group, Stack, Text, Tooltip, type GroupProps } from '@mantine/core';
import { IconCircleCheck, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { SupplierStatus, type TSupplierEntry, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { summarizeOffer } from '@/lib/supplier-offer.ts';
import { BidderRowActions, type BidderActionRequest } from './bidder-row-actions.tsx';

export function reasonOf(entry: TSupplierEntry): string | null {
  if (entry.status.id === SupplierStatus.PENDING_COMEBACK) return entry.rejoinReason ?? null;
  return entry.rejectedReason;
}

export function SupplierCell({ entry }: { entry: TSupplierEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
        {entry.user.userName}
      </Text>
      {entry.user.companyName ? (
        <Text size="xs" c="dimmed">
          {entry.user.companyName}
        </Text>
      ) : null}
      <Group gap={4}>
        {entry.isDemo ? (
          <Badge size="xs" variant="outline" color="grape">
            {t('tenders.demo')}
          </Badge>
        ) : null}
        {entry.isPublic ? (
          <Badge size="xs" variant="outline">
            {t('bidders.table.applied')}
          </Badge>
        ) : null}
        {entry.isRegistered === false ? (
          <Badge size="xs" variant="outline" color="gray">
            {t('bidders.table.notRegistered')}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

export function OfferCell({ entry, tender }: { entry: TSupplierEntry; tender: TTender }) {
  const { t } = useTranslation();
  const offer = summarizeOffer(entry, tender);
  return (
    <Stack gap={4}>
      {offer.total !== undefined ? (
        <Money amount={offer.total} currency={tender.currency} fw={600} size="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          {offer.itemBids.size > 0 ? t('bidders.table.incompleteOffer') : t('bidders.table.noBids')}
        </Text>
      )}
      <Group gap={8} wrap="nowrap">
        {offer.isFinalized ? (
          <Group gap={2} wrap="nowrap" c="var(--mantine-color-teal-light-color)">
            <IconCircleCheck size={14} aria-hidden />
            <Text size="xs" fw={600}>
              {t('bidders.table.finalized')}
            </Text>
          </Group>
        ) : null}
        {offer.mustHaves.total > 0 ? (
          <Text
            size="xs"
            c={
              offer.mustHaves.checked === offer.mustHaves.total
                ? 'var(--mantine-color-teal-light-color)'
                : 'dimmed'
            }
          >
            {t('bidders.table.mustHaves', offer.mustHaves)}
          </Text>
        ) : null}
        {entry.attachments.length > 0 ? (
          <Tooltip label={t('bidders.table.files', { count: entry.attachments.length })}>
            <Group gap={2} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Text size="xs">{entry.attachments.length}</Text>
            </Group>
          </Tooltip>
        ) : null}
        {entry.ownerComment ? (
          <Tooltip label={entry.ownerComment} multiline maw={280}>
            <IconMessage size={14} aria-label={t('bidders.table.commented')} />
          </Tooltip>
        ) : null}
      </Group>
      {entry.offerDescription ? (
        <Text size="xs" c="dimmed" lineClamp={2} maw={260}>
          {entry.offerDescription}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What the bidders table and its phone cards show and do. */
export type BiddersViewProps = {
  tender: TTender;
  onAction: (request: BidderActionRequest) => void;
  onViewOffer: (entry: TSupplierEntry) => void;
  pendingUser: string | null;
};

/** "View offer" (registered bidders have one) and the row's actions. */
export function BidderButtons({
  entry,
  tender,
  pendingUser,
  onViewOffer,
  onAction,
  wrap,
}: BiddersViewProps & { entry: TSupplierEntry; wrap?: GroupProps['wrap'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" wrap={wrap}>
      {entry.isRegistered !== false ? (
        <Button size="compact-sm" variant="default" onClick={() => onViewOffer(entry)}>
          {t('bidders.table.viewOffer')}
        </Button>
      ) : null}
      <BidderRowActions
        entry={entry}
        tenderStatus={tender.tenderStatus}
        isPending={pendingUser === entry.user.userName}
        onAction={onAction}
      />
    </Group>
  );
}
