// Public tender rows on the dashboard: name (to the public overview), buyer, expected value (also
// in the user's currency), proposal deadline and delivery place.
import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TPlace, TPublicTenderRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/money.ts';
import classes from './dashboard-list.module.css';

function placeOf(place: TPlace | null): string {
  if (!place) return '';
  return [place.city?.trim(), place.country?.name].filter(Boolean).join(', ');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function PublicTenderRow({ row }: { row: TPublicTenderRow }) {
  const { t } = useTranslation();
  const place = placeOf(row.delivery);
  const showsConversion =
    row.valueInUserCurrency !== null &&
    row.userCurrency.toUpperCase() !== row.currency.toUpperCase();
  return (
    <li className={classes.row}>
      <Stack gap={6}>
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={paths.search.overview.getHref(row.id)}
            fw={600}
            lineClamp={2}
          >
            {row.name}
          </Anchor>
          {row.buyerCompanyName ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {t('dashboard.publicTender.buyer', { name: row.buyerCompanyName })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="md" align="flex-start" wrap="wrap">
          <Fact label={t('dashboard.publicTender.expectedValue')}>
            <Money amount={row.totalExpectedPrice} currency={row.currency} fw={600} />
            {showsConversion ? (
              <Text span size="xs" c="dimmed" ml={6} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('dashboard.publicTender.inYourCurrency', {
                  amount: formatMoney(row.valueInUserCurrency!, row.userCurrency),
                })}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('dashboard.publicTender.deadline')}>
            <DateTimeText value={row.proposalEndDate} />
          </Fact>
          <Fact label={t('dashboard.publicTender.delivery')}>
            {place || (
              <Text span inherit c="dimmed">
                {t('dashboard.publicTender.noPlace')}
              </Text>
            )}
          </Fact>
        </Group>
      </Stack>
    </li>
  );
}

export function PublicTenderList({ rows }: { rows: TPublicTenderRow[] }) {
  return (
    <ul className={classes.list}>
      {rows.map((row) => (
        <PublicTenderRow key={row.id} row={row} />
      ))}
    </ul>
  );
}
