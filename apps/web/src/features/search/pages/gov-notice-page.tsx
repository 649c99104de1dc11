// /public/gov-tenders/{id}: a government tender (an imported OCDS release) as people read a notice —
// buyer, value, dates, place of delivery, items and documents — with its publisher and licence,
// instead of the publisher's raw data.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { TGovTenderNotice } from '@tendermark/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { BackLink } from '@/components/back-link.tsx';
import { DateTimeText } from '@/components/date-time.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { webHref } from '@/lib/web-href.ts';
import { useGovNotice } from '../api/get-gov-notice.ts';
import { ConvertedMoney } from '../components/converted-money.tsx';
import { ResultFact } from '../components/result-fact.tsx';

const searchHref = paths.search.public.getHref('tab=gov');

function NotGiven() {
  const { t } = useTranslation();
  return (
    <Text span size="sm" c="dimmed">
      {t('search.gov.notGiven')}
    </Text>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {children}
      <IconExternalLink
        size={14}
        aria-label={t('search.notice.opensInNewTab')}
        style={{ marginLeft: 4, verticalAlign: 'middle' }}
      />
    </Anchor>
  );
}

function ItemsSection({ notice }: { notice: TGovTenderNotice }) {
  const { t } = useTranslation();
  return (
    <Section id="notice-items" title={t('search.notice.items')}>
      {notice.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('search.notice.noItems')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} tabIndex={0} aria-labelledby="notice-items">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('search.notice.item')}</Table.Th>
                <Table.Th ta="right">{t('search.notice.quantity')}</Table.Th>
                <Table.Th>{t('search.notice.classifications')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notice.items.map((item, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{item.description ?? <NotGiven />}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {item.quantity === null
                      ? '–'
                      : `${item.quantity.toLocaleString()}${item.unit ? ` ${item.unit}` : ''}`}
                  </Table.Td>
                  <Table.Td>{item.classification ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function DocumentsSection({ notice }: { notice: TGovTenderNotice }) {
  const { t } = useTranslation();
  return (
    <Section id="notice-documents" title={t('search.notice.documents')}>
      {notice.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('search.notice.noDocuments')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {notice.documents.map((document) => {
            const href = webHref(document.url);
            const title = document.title ?? t('search.notice.untitledDocument');
            return (
              <Group key={document.url} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <IconFileText size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {href ? <ExternalLink href={href}>{title}</ExternalLink> : <Text>{title}</Text>}
                  <Text size="xs" c="dimmed">
                    {document.documentType ?? ''}
                    {document.documentType && document.datePublished ? ' · ' : ''}
                    {document.datePublished ? (
                      <DateTimeText value={document.datePublished} />
                    ) : null}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

function SummaryCard({ notice }: { notice: TGovTenderNotice }) {
  const { t } = useTranslation();
  return (
    <Section id="notice-summary" title={t('search.notice.summary')}>
      <ResultFact label={t('search.notice.value')}>
        {notice.valueAmount !== null && notice.valueCurrency ? (
          <ConvertedMoney
            amount={notice.valueAmount}
            currency={notice.valueCurrency}
            valueInUserCurrency={notice.valueInUserCurrency}
            userCurrency={notice.userCurrency}
          />
        ) : (
          <NotGiven />
        )}
      </ResultFact>
      <ResultFact label={t('search.notice.buyer')}>{notice.buyerName ?? <NotGiven />}</ResultFact>
      {notice.buyerAddress ? (
        <ResultFact label={t('search.notice.buyerAddress')}>{notice.buyerAddress}</ResultFact>
      ) : null}
      <ResultFact label={t('search.notice.deliveryPlace')}>
        {notice.deliveryPlace ?? notice.country?.name ?? <NotGiven />}
      </ResultFact>
      {notice.procurementMethod ? (
        <ResultFact label={t('search.notice.method')}>{notice.procurementMethod}</ResultFact>
      ) : null}
      {notice.classifications.length > 0 ? (
        <ResultFact label={t('search.notice.classifications')}>
          {notice.classifications
            .slice(0, 5)
            .map((entry) => [entry.id, entry.description].filter(Boolean).join(' '))
            .join('; ')}
        </ResultFact>
      ) : null}
    </Section>
  );
}

function DatesCard({ notice }: { notice: TGovTenderNotice }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? <DateTimeText value={value} /> : <NotGiven />);
  return (
    <Section id="notice-dates" title={t('search.notice.dates')}>
      <ResultFact label={t('search.notice.published')}>{date(notice.releaseDate)}</ResultFact>
      {notice.tenderStartDate ? (
        <ResultFact label={t('search.notice.opens')}>{date(notice.tenderStartDate)}</ResultFact>
      ) : null}
      <ResultFact label={t('search.notice.deadline')}>{date(notice.tenderEndDate)}</ResultFact>
    </Section>
  );
}

function SourceCard({ notice }: { notice: TGovTenderNotice }) {
  const { t } = useTranslation();
  const sourceHref = webHref(notice.sourceUrl);
  const licenceHref = notice.license && webHref(notice.license);
  return (
    <Section id="notice-source" title={t('search.notice.source')}>
      <Text size="sm">{t('search.gov.publisher', { publisher: notice.publisher })}</Text>
      {notice.license ? (
        <Text size="sm">
          {`${t('search.gov.licence')}: `}
          {licenceHref && /^https?:\/\//i.test(notice.license) ? (
            <ExternalLink href={licenceHref}>
              {notice.license.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
            </ExternalLink>
          ) : (
            notice.license
          )}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('search.notice.ocid', { ocid: notice.ocid })}
      </Text>
      {sourceHref ? (
        <Text size="sm">
          <ExternalLink href={sourceHref}>{t('search.notice.publisherPage')}</ExternalLink>
        </Text>
      ) : null}
    </Section>
  );
}

function LoadingView() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy aria-label={t('search.notice.loading')}>
      <Skeleton h={36} w="50%" />
      <Skeleton h={140} />
      <Skeleton h={320} />
    </Stack>
  );
}

function FailureView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const toSearch = (
    <Button component={Link} to={searchHref} variant="default">
      {t('search.notice.back')}
    </Button>
  );
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return (
      <ResultScreen tone="error" title={t('search.notice.notFound')} actions={toSearch}>
        {null}
      </ResultScreen>
    );
  return (
    <ResultScreen
      tone="error"
      title={t('search.notice.loadError')}
      actions={
        <Group gap="sm">
          <Button onClick={onRetry}>{t('search.notice.retry')}</Button>
          {toSearch}
        </Group>
      }
    >
      {errorText(t, error)}
    </ResultScreen>
  );
}

export function GovNoticePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const notice = useGovNotice(id);
  usePageTitle(notice.data?.title.trim() || t('search.notice.pageTitle'));

  if (notice.isError) return <FailureView error={notice.error} onRetry={() => notice.refetch()} />;
  if (!notice.data) return <LoadingView />;
  const data = notice.data;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackLink to={searchHref} label={t('search.notice.back')} />
        <Text c="dimmed" size="sm" fw={600} tt="uppercase">
          {t('search.notice.pageTitle')}
        </Text>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {data.title}
          </Title>
          {data.status ? (
            <Badge variant="light" color="gray" size="lg">
              {data.status}
            </Badge>
          ) : null}
        </Group>
        {data.buyerName ? (
          <Text c="dimmed">
            {t('search.notice.buyer')}: {data.buyerName}
          </Text>
        ) : null}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            {data.description ? (
              <Card>
                <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>
              </Card>
            ) : null}
            <ItemsSection notice={data} />
            <DocumentsSection notice={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <SummaryCard notice={data} />
            <DatesCard notice={data} />
            <SourceCard notice={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
