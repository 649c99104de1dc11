// A public auction found by the search: name (to its public overview), status, buyer, expected
// total (and in the user's currency), proposal deadline, delivery place and auction format.
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_AUCTION_FORMAT, type TPublicTenderRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { placeLabel } from '../model/map-entries.ts';
import { ConvertedMoney } from './converted-money.tsx';
import { ResultFact } from './result-fact.tsx';

export function PublicTenderResult({ row }: { row: TPublicTenderRow }) {
  const { t } = useTranslation();
  const place = placeLabel(row.delivery);
  return (
    <Paper component="li" withBorder p="md" data-testid="search-result">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.search.overview.getHref(row.id)} fw={600}>
              {row.name}
            </Anchor>
            {row.buyerCompanyName ? (
              <Text size="sm" c="dimmed">
                {t('search.tender.buyer')}: {row.buyerCompanyName}
              </Text>
            ) : null}
          </Stack>
          <TenderStatusBadge status={row.tenderStatus} style={{ flexShrink: 0 }} />
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <ResultFact label={t('search.tender.expectedTotal')}>
            <ConvertedMoney
              amount={row.totalExpectedPrice}
              currency={row.currency}
              valueInUserCurrency={row.valueInUserCurrency}
              userCurrency={row.userCurrency}
            />
          </ResultFact>
          <ResultFact label={t('search.tender.deadline')}>
            <DateTimeText value={row.proposalEndDate} />
          </ResultFact>
          <ResultFact label={t('search.tender.delivery')}>
            {place || (
              <Text span size="sm" c="dimmed">
                {t('search.tender.noPlace')}
              </Text>
            )}
          </ResultFact>
          <ResultFact label={t('tenders.format.title')}>
            {t(`formats.${row.auctionFormat ?? DEFAULT_AUCTION_FORMAT}`)}
          </ResultFact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
