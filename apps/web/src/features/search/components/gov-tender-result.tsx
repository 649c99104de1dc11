// A government tender found by the search (an imported OCDS release): title, buyer, country, value
// (and in the user's currency), deadline, the publisher and licence it is shown under, and a link
// to its notice page (the release as people read it: buyer, items, documents).
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import type { TGovTenderRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { paths } from '@/config/paths.ts';
import { ConvertedMoney } from './converted-money.tsx';
import { ResultFact } from './result-fact.tsx';

function NotGiven() {
  const { t } = useTranslation();
  return (
    <Text span size="sm" c="dimmed">
      {t('search.gov.notGiven')}
    </Text>
  );
}

/** " · Licence: …", the licence linked when the publisher names it by its address. */
function LicenceNote({ licence }: { licence: string }) {
  const { t } = useTranslation();
  const href = /^https?:\/\//i.test(licence) ? licence : null;
  return (
    <>
      {` · ${t('search.gov.licence')}: `}
      {href ? (
        // Underlined: a link inside a sentence must not stand out by colour alone (axe).
        <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit underline="always">
          {href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
        </Anchor>
      ) : (
        licence
      )}
    </>
  );
}

export function GovTenderResult({ row }: { row: TGovTenderRow }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" data-testid="search-result">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{row.title}</Text>
            {row.buyerName ? (
              <Text size="sm" c="dimmed">
                {t('search.gov.buyer')}: {row.buyerName}
              </Text>
            ) : null}
          </Stack>
          {row.status ? (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {row.status}
            </Badge>
          ) : null}
        </Group>
        {row.description ? (
          <Text size="sm" lineClamp={2}>
            {row.description}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <ResultFact label={t('search.gov.value')}>
            {row.valueAmount !== null && row.valueCurrency ? (
              <ConvertedMoney
                amount={row.valueAmount}
                currency={row.valueCurrency}
                valueInUserCurrency={row.valueInUserCurrency}
                userCurrency={row.userCurrency}
              />
            ) : (
              <NotGiven />
            )}
          </ResultFact>
          <ResultFact label={t('search.gov.deadline')}>
            {row.tenderEndDate ? <DateTimeText value={row.tenderEndDate} /> : <NotGiven />}
          </ResultFact>
          <ResultFact label={t('search.gov.country')}>
            {row.country?.name ?? <NotGiven />}
          </ResultFact>
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('search.gov.publisher', { publisher: row.publisher })}
            {row.license ? <LicenceNote licence={row.license} /> : null}
          </Text>
          <Anchor
            component={Link}
            to={paths.search.govNotice.getHref(row.id)}
            size="sm"
            aria-label={t('search.gov.sourceOf', { title: row.title })}
          >
            <Group gap={4} component="span">
              <IconFileDescription size={14} aria-hidden />
              {t('search.gov.source')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
