// Step 1, auction options beyond the spec: overtime (automatic extension), what suppliers see, and
// how equal scores rank (the tie rule, issue 29).
import { Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { BidVisibility, TIE_RULES, type TieRule } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useTenderEditor } from './editor-context.tsx';
import { SectionCard } from '@/components/section-card.tsx';

const OVERTIME_CHOICES = [0, 1, 2, 3, 5, 10];

export function OptionsSection() {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();

  const overtimeOptions = OVERTIME_CHOICES.map((minutes) => ({
    value: String(minutes),
    label:
      minutes === 0
        ? t('tenders.options.overtimeOff')
        : t('tenders.options.overtimeMinutes', { count: minutes }),
  }));

  return (
    <SectionCard id="options" title={t('tenders.options.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Select
          label={t('tenders.options.overtime')}
          description={t('tenders.options.overtimeHint')}
          data={overtimeOptions}
          allowDeselect={false}
          readOnly={isReadOnly}
          value={String(form.values.autoExtendMinutes)}
          onChange={(value) => form.setFieldValue('autoExtendMinutes', Number(value ?? 0))}
        />
        <Radio.Group
          label={t('tenders.options.visibility')}
          value={form.values.bidVisibility}
          onChange={(value) =>
            form.setFieldValue('bidVisibility', value as typeof form.values.bidVisibility)
          }
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value={BidVisibility.RANK_ONLY}
              label={t('tenders.options.rankOnly')}
              description={t('tenders.options.rankOnlyHint')}
            />
            <Radio
              value={BidVisibility.RANK_AND_BEST_BIDS}
              label={t('tenders.options.rankAndBest')}
              description={t('tenders.options.rankAndBestHint')}
            />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('tenders.options.tieRule')}
          description={t('tenders.options.tieRuleHint')}
          value={form.values.tieRule}
          onChange={(value) => form.setFieldValue('tieRule', value as TieRule)}
          data-testid="tie-rule"
        >
          <Stack gap="xs" mt="xs">
            {TIE_RULES.map((rule) => (
              <Radio
                key={rule}
                value={rule}
                label={t(`tieRules.${rule}`)}
                description={t(`tieRules.${rule}.hint`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('tenders.options.note')}
      </Text>
    </SectionCard>
  );
}
