// "Pending invitations": the active auctions a buyer invited the user to that wait for an answer,
// each leading to the supplier view where the user accepts or declines. The badge (the user's
// count, pushed live) and the list tell one story: a new count asks for the list again, and the
// card never says "No invitations waiting" beside a count.
import { useEffect, useRef } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TTenderListRow, TUserInfo } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { useServerNow } from '@/lib/server-clock.ts';
import { useMyTenders } from '@/lib/my-tenders-api.ts';
import { pendingInvitations, supplierAuctionsQuery } from '../model/my-auctions.ts';
import { CardEmptyState, CardErrorState, DashboardCard, RowsSkeleton } from './dashboard-card.tsx';
import classes from './dashboard-list.module.css';
import { StartTime } from './start-time.tsx';

const MINUTE_MS = 60_000;

function InvitationRow({ row, now }: { row: TTenderListRow; now: Date }) {
  const { t } = useTranslation();
  const name = row.name.trim() || t('tenders.untitled');
  const href = paths.auctions.supplier.getHref(row.id);
  return (
    <li className={classes.row}>
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={href} fw={600} lineClamp={2}>
            {name}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t('dashboard.invitations.from', { name: row.ownerName })}
          </Text>
          <StartTime row={row} now={now} />
        </Stack>
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={href}
          aria-label={t('dashboard.invitations.answerLabel', { name })}
          style={{ flexShrink: 0 }}
        >
          {t('dashboard.invitations.answer')}
        </Button>
      </Group>
    </li>
  );
}

export function PendingInvitationsCard({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const tenders = useMyTenders(supplierAuctionsQuery);
  const now = useServerNow(MINUTE_MS);
  const rows = pendingInvitations(tenders.data?.items ?? []);
  const count = user.PendingAuctionInvitationsCount;
  // The user info counts every pending invitation; the list shows the first few.
  const moreCount = Math.max(0, count - rows.length);
  const { refetch } = tenders;
  const shownCount = useRef(count);
  useEffect(() => {
    if (shownCount.current === count) return;
    shownCount.current = count;
    void refetch();
  }, [count, refetch]);
  const isCatchingUp = rows.length === 0 && count > 0 && tenders.isFetching;

  return (
    <DashboardCard
      title={
        <Group gap="xs" component="span">
          {t('dashboard.invitations.title')}
          {count > 0 ? <Badge circle={count < 10}>{count}</Badge> : null}
        </Group>
      }
      testId="pending-invitations-card"
    >
      {tenders.isPending || isCatchingUp ? (
        <RowsSkeleton rows={2} />
      ) : tenders.isError ? (
        <CardErrorState onRetry={() => void tenders.refetch()} isRetrying={tenders.isFetching} />
      ) : rows.length === 0 && count > 0 ? (
        // Invitations beyond the first page of the list.
        <Anchor component={Link} to={paths.auctions.myList.getHref()} size="sm">
          {t('notifications.pendingInvitations', { count })}
        </Anchor>
      ) : rows.length === 0 ? (
        <CardEmptyState
          title={t('dashboard.invitations.emptyTitle')}
          text={t('dashboard.invitations.emptyText')}
          action={
            <Button variant="default" component={Link} to={paths.search.public.getHref()}>
              {t('dashboard.myAuctions.findPublic')}
            </Button>
          }
        />
      ) : (
        <Stack gap="xs">
          <ul className={classes.list}>
            {rows.map((row) => (
              <InvitationRow key={row.id} row={row} now={now} />
            ))}
          </ul>
          {moreCount > 0 ? (
            <Anchor component={Link} to={paths.auctions.myList.getHref()} size="sm">
              {t('dashboard.invitations.more', { count: moreCount })}
            </Anchor>
          ) : null}
        </Stack>
      )}
    </DashboardCard>
  );
}
