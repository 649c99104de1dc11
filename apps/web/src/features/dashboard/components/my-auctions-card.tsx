// "My running and upcoming auctions": the next few active auctions the user runs or bids in, soonest
// first, with status, role and start (a countdown when it is less than a day away).
import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { IconArrowRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { SupplierStatus, type TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useServerNow } from '@/lib/server-clock.ts';
import { useMyTenders } from '@/lib/my-tenders-api.ts';
import {
  auctionHref,
  roleOf,
  upcomingAuctions,
  upcomingAuctionsQuery,
} from '../model/my-auctions.ts';
import { CardEmptyState, CardErrorState, DashboardCard, RowsSkeleton } from './dashboard-card.tsx';
import classes from './dashboard-list.module.css';
import { StartTime } from './start-time.tsx';

const MINUTE_MS = 60_000;

function AuctionRow({ row, now }: { row: TTenderListRow; now: Date }) {
  const { t } = useTranslation();
  const role = roleOf(row);
  return (
    <li className={classes.row}>
      <Stack gap={4}>
        <Anchor component={Link} to={auctionHref(row)} fw={600} lineClamp={2}>
          {row.name.trim() || t('tenders.untitled')}
        </Anchor>
        <Group gap={6} wrap="wrap">
          <TenderStatusBadge status={row.tenderStatus} size="sm" />
          <Badge variant="outline" color={role === 'buyer' ? 'brand' : 'gray'} size="sm">
            {t(`dashboard.role.${role}`)}
          </Badge>
          {row.supplierStatus === SupplierStatus.INVITED ? (
            <SupplierStatusBadge status={row.supplierStatus} size="sm" />
          ) : null}
          <StartTime row={row} now={now} />
        </Group>
      </Stack>
    </li>
  );
}

export function MyAuctionsCard() {
  const { t } = useTranslation();
  const tenders = useMyTenders(upcomingAuctionsQuery);
  // Decides which starts get a countdown; the countdowns themselves tick every second.
  const now = useServerNow(MINUTE_MS);
  const rows = upcomingAuctions(tenders.data?.items ?? []);

  return (
    <DashboardCard
      title={t('dashboard.myAuctions.title')}
      testId="my-auctions-card"
      headerAction={
        <Anchor component={Link} to={paths.auctions.myList.getHref()} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {t('dashboard.myAuctions.viewAll')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      }
    >
      {tenders.isPending ? (
        <RowsSkeleton />
      ) : tenders.isError ? (
        <CardErrorState onRetry={() => void tenders.refetch()} isRetrying={tenders.isFetching} />
      ) : rows.length === 0 ? (
        <CardEmptyState
          title={t('dashboard.myAuctions.emptyTitle')}
          text={t('dashboard.myAuctions.emptyText')}
          action={
            <Group gap="sm">
              <Button
                variant="light"
                component={Link}
                to={paths.auctions.create.getHref()}
                leftSection={<IconPlus size={16} />}
              >
                {t('dashboard.createAuction')}
              </Button>
              <Button
                variant="default"
                component={Link}
                to={paths.search.public.getHref()}
                leftSection={<IconSearch size={16} />}
              >
                {t('dashboard.myAuctions.findPublic')}
              </Button>
            </Group>
          }
        />
      ) : (
        <ul className={classes.list}>
          {rows.map((row) => (
            <AuctionRow key={row.id} row={row} now={now} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
