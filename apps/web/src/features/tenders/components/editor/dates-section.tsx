// Step 1, dates: proposal deadline and auction start in the user's time zone, and the duration.
// A sealed tender has no live room: its offers open at the proposal deadline, which it says.
import '@mantine/dates/styles.css';
import { Alert, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconInfoCircle } from '@tabler/icons-react';
import { auctionEnd, Constants } from '@tendermark/shared';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { timeZoneLabel } from '@/lib/format.ts';
import { formNumber, toNumber } from '@/features/tenders/model/numbers.ts';
import { useTenderEditor } from './editor-context.tsx';
import { SectionCard } from '@/components/section-card.tsx';

/** The pickers work with local "YYYY-MM-DD HH:mm:ss" strings; the draft holds ISO instants. */
const toPickerValue = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
const toIso = (local: string) => dayjs(local).second(0).millisecond(0).toISOString();

function DateField({ field }: { field: 'proposalEndDate' | 'startDate' }) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const label = field === 'proposalEndDate' ? 'tenders.dates.proposalEnd' : 'tenders.dates.start';
  const isSealed = form.values.auctionFormat === 'sealed';
  const hint =
    field === 'startDate'
      ? 'tenders.dates.startHint'
      : isSealed
        ? 'tenders.format.sealedDeadlineHint'
        : 'tenders.dates.proposalEndHint';
  return (
    <DateTimePicker
      label={t(label)}
      description={t(hint)}
      valueFormat="D MMM YYYY, HH:mm"
      readOnly={isReadOnly}
      value={toPickerValue(form.values[field])}
      onChange={(value) => {
        if (value) form.setFieldValue(field, toIso(value));
      }}
      error={form.errors[field]}
      submitButtonProps={{ 'aria-label': t('tenders.dates.confirm') }}
    />
  );
}

export function DatesSection() {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const { startDate, duration } = form.values;
  const end = auctionEnd(new Date(startDate), toNumber(duration));

  return (
    <SectionCard
      id="dates"
      title={t('tenders.dates.title')}
      description={t('tenders.dates.timeZone', { zone: timeZoneLabel() })}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <DateField field="proposalEndDate" />
        <DateField field="startDate" />
        <NumberInput
          label={t('tenders.dates.duration')}
          description={t('tenders.dates.durationHint', { max: Constants.maxDurationMinutes })}
          min={1}
          allowDecimal={false}
          readOnly={isReadOnly}
          {...form.getInputProps('duration')}
          onChange={(value) => form.setFieldValue('duration', formNumber(value))}
        />
      </SimpleGrid>
      {form.values.auctionFormat === 'sealed' ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('tenders.format.sealedDates')}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('tenders.dates.endsAt')} <DateTimeText value={end.toISOString()} withZone />
      </Text>
    </SectionCard>
  );
}
