// One bidder's offer in a drawer: proposal state, bids on items and criteria, must-have answers,
// description, attachments and the owner's comment.
import {
  Button,
  Divider,
  Drawer,
  Group,
  List,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type { TSupplierEntry, TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AttachmentList } from '@/components/attachment-list.tsx';
import { DateTimeText } from '@/components/date-time.tsx';
import { Money } from '@/components/money.tsx';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { formatQuantity } from '@/lib/quantity.ts';
import { hasPosition, summarizeOffer, type OfferSummary } from '@/lib/supplier-offer.ts';
import { bidderActions } from '../model/bidder-actions.ts';

type OfferDrawerProps = {
  tender: TTender;
  /** The user name of the bidder shown; the entry is looked up so that live updates show. */
  userName: string | null;
  onClose: () => void;
  onComment: (entry: TSupplierEntry) => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function BidsTables({ tender, offer }: { tender: TTender; offer: OfferSummary }) {
  const { t } = useTranslation();
  const criteria = tender.criteriaDetails.filter((criterion) => !criterion.isPrice);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bidders.offer.item')}</Table.Th>
              <Table.Th ta="right">{t('bidders.offer.quantity')}</Table.Th>
              <Table.Th ta="right">{t('bidders.offer.unitBid')}</Table.Th>
              <Table.Th ta="right">{t('bidders.offer.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tender.itemsDetails.map((item) => {
              const bid = offer.itemBids.get(String(item.id));
              return (
                <Table.Tr key={String(item.id)}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(item.quantity)}</Table.Td>
                  <Table.Td ta="right">
                    {bid === undefined ? '—' : <Money amount={bid} currency={tender.currency} />}
                  </Table.Td>
                  <Table.Td ta="right">
                    {bid === undefined ? (
                      '—'
                    ) : (
                      <Money amount={bid * item.quantity} currency={tender.currency} />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" px="xs">
        <Text fw={600}>{t('bidders.offer.total')}</Text>
        {offer.total === undefined ? (
          <Text c="dimmed">{t('bidders.table.incompleteOffer')}</Text>
        ) : (
          <Money amount={offer.total} currency={tender.currency} fw={700} />
        )}
      </Group>
      {criteria.length > 0 ? (
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bidders.offer.criterion')}</Table.Th>
              <Table.Th ta="right">{t('bidders.offer.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {criteria.map((criterion) => {
              const value = offer.criterionBids.get(String(criterion.id));
              return (
                <Table.Tr key={String(criterion.id)}>
                  <Table.Td>{criterion.name}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {value === undefined ? '—' : `${formatQuantity(value)} ${criterion.unit.name}`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

function MustHaveAnswers({ tender, offer }: { tender: TTender; offer: OfferSummary }) {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" center>
      {tender.mustHaveConditions.map((condition) => {
        const answer = offer.answers.get(String(condition.id));
        const [color, Icon, label] =
          answer === true
            ? (['teal', IconCheck, t('bidders.offer.answerYes')] as const)
            : answer === false
              ? (['red', IconX, t('bidders.offer.answerNo')] as const)
              : (['gray', IconMinus, t('bidders.offer.answerNone')] as const);
        return (
          <List.Item
            key={String(condition.id)}
            icon={
              <ThemeIcon color={color} size={20} radius="xl" role="img" aria-label={label}>
                <Icon size={12} />
              </ThemeIcon>
            }
          >
            {condition.text}
          </List.Item>
        );
      })}
    </List>
  );
}

export function OfferDrawer({ tender, userName, onClose, onComment }: OfferDrawerProps) {
  const { t } = useTranslation();
  const entry = tender.suppliers.find((supplier) => supplier.user.userName === userName);
  const offer = entry ? summarizeOffer(entry, tender) : null;
  return (
    <Drawer
      opened={Boolean(entry)}
      onClose={onClose}
      position="right"
      size="lg"
      title={entry ? t('bidders.offer.title', { name: entry.user.userName }) : ''}
    >
      {entry && offer ? (
        <Stack gap="lg">
          <Group gap="sm">
            <SupplierStatusBadge status={entry.status.id} />
            <Text size="sm">
              {t('bidders.table.position')}:{' '}
              <b>
                {hasPosition(entry.overallPosition) ? entry.overallPosition : t('bidders.table.na')}
              </b>
            </Text>
          </Group>
          <Text
            size="sm"
            c={offer.isFinalized ? 'var(--mantine-color-teal-light-color)' : 'dimmed'}
            fw={offer.isFinalized ? 600 : 400}
          >
            {offer.isFinalized ? (
              <>
                {t('bidders.offer.finalizedAt')} <DateTimeText value={entry.proposalFinalizedAt} />
              </>
            ) : (
              t('bidders.offer.notFinalized')
            )}
          </Text>
          <Section title={t('bidders.offer.bids')}>
            <BidsTables tender={tender} offer={offer} />
          </Section>
          <Divider />
          <Section title={t('bidders.offer.mustHaves', offer.mustHaves)}>
            <MustHaveAnswers tender={tender} offer={offer} />
          </Section>
          <Section title={t('bidders.offer.description')}>
            <Text
              size="sm"
              c={entry.offerDescription ? undefined : 'dimmed'}
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {entry.offerDescription || t('bidders.offer.noDescription')}
            </Text>
          </Section>
          <Section title={t('bidders.offer.attachments')}>
            <AttachmentList
              attachments={entry.attachments}
              emptyText={t('bidders.offer.noAttachments')}
            />
          </Section>
          <Section title={t('bidders.offer.comment')}>
            <Text
              size="sm"
              c={entry.ownerComment ? undefined : 'dimmed'}
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {entry.ownerComment || t('bidders.offer.noComment')}
            </Text>
            {bidderActions(entry, tender.tenderStatus).includes('comment') ? (
              <Group>
                <Button variant="light" size="sm" onClick={() => onComment(entry)}>
                  {entry.ownerComment
                    ? t('bidders.offer.editComment')
                    : t('bidders.offer.addComment')}
                </Button>
              </Group>
            ) : null}
          </Section>
        </Stack>
      ) : null}
    </Drawer>
  );
}
