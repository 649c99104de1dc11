// The tender's deadlines with countdowns by the server's clock: proposals until, live auction from
// and to (absolute times with the time zone, since these are deadlines). A sealed tender has no
// live auction: its one date is the deadline, when the offers open (issue 30).
import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  TenderStatus,
  isProposalPhase,
  isTenderOver,
  liveDuration,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AddToCalendarButton } from '@/components/add-to-calendar-button.tsx';
import { Countdown } from '@/components/countdown.tsx';
import { DateTimeText } from '@/components/date-time.tsx';

function DateRow({
  label,
  value,
  countdown,
}: {
  label: string;
  value: string;
  countdown?: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <DateTimeText value={value} withZone size="sm" />
      {countdown}
    </Stack>
  );
}

export function KeyDatesCard({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const status = tender.tenderStatus;
  const isBeforeStart =
    isProposalPhase(status) || status === TenderStatus.RFP_ENDED || status === TenderStatus.NEW;
  const hasEnded = status === TenderStatus.ENDED;
  const isSealed = tender.auctionFormat === 'sealed';
  return (
    <Card component="section" aria-labelledby="key-dates-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="key-dates-title">
          {t('supplier.dates.title')}
        </Title>
        <DateRow
          label={t(isSealed ? 'formats.dates.sealedDeadline' : 'supplier.dates.proposalEnd')}
          value={tender.proposalEndDate}
          countdown={
            isProposalPhase(status) ? (
              <Group gap={4}>
                <Text size="sm" fw={600}>
                  <Countdown until={tender.proposalEndDate} />
                </Text>
                <Text size="sm" c="dimmed">
                  {t('supplier.dates.toSendProposal')}
                </Text>
              </Group>
            ) : null
          }
        />
        {isSealed ? null : (
          <LiveDates tender={tender} isBeforeStart={isBeforeStart} hasEnded={hasEnded} />
        )}
        {isTenderOver(status) ? null : (
          <AddToCalendarButton
            tender={{ id: tender.tenderId, name: tender.name }}
            size="sm"
            fullWidth
          />
        )}
      </Stack>
    </Card>
  );
}

type LiveDatesProps = { tender: TTender; isBeforeStart: boolean; hasEnded: boolean };

function LiveDates({ tender, isBeforeStart, hasEnded }: LiveDatesProps) {
  const { t } = useTranslation();
  const status = tender.tenderStatus;
  // The end moves with prolongations; the duration shown follows it.
  const duration = liveDuration(
    new Date(tender.startDate),
    new Date(tender.endDate),
    tender.duration,
  );
  return (
    <>
      <DateRow
        label={t('supplier.dates.start')}
        value={tender.startDate}
        countdown={
          isBeforeStart ? (
            <Text size="sm" c="dimmed">
              {t('supplier.dates.startsIn')}{' '}
              <Countdown until={tender.startDate} fw={600} c="var(--mantine-color-text)" />
            </Text>
          ) : null
        }
      />
      <DateRow
        label={t(hasEnded ? 'supplier.dates.ended' : 'supplier.dates.end')}
        value={tender.endDate}
        countdown={
          status === TenderStatus.SUBMITTED ? (
            <Text size="sm" c="dimmed">
              {t('supplier.dates.endsIn')} <Countdown until={tender.endDate} fw={600} />
            </Text>
          ) : null
        }
      />
      <Text size="sm" c="dimmed" data-testid="live-duration">
        {t(hasEnded ? 'supplier.dates.durationEnded' : 'supplier.dates.duration', {
          minutes: duration.minutes,
        })}
        {duration.prolongedMinutes > 0
          ? ` ${t('supplier.dates.prolonged', { count: duration.prolongedMinutes })}`
          : null}
      </Text>
    </>
  );
}
