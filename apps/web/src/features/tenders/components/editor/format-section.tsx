// Step 1, the auction format (issue 30): the four formats, each with its one-line explanation, and
// only the rule fields the chosen format uses. Saved with the draft like every option; fixed once
// the tender is scheduled (the editor is read only then).
import { NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  AUCTION_FORMATS,
  FORMAT_RULE_LIMITS,
  type AuctionFormat,
  type TFormatRules,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { SectionCard } from '@/components/section-card.tsx';
import { formNumber } from '@/features/tenders/model/numbers.ts';
import { useTenderEditor } from './editor-context.tsx';

type RuleName = keyof TFormatRules;

/** The rules each format reads; the others keep their values but are not shown. */
export const RULES_OF_FORMAT: Record<AuctionFormat, readonly RuleName[]> = {
  english: ['lotCloseMinutes'],
  japanese: ['roundSeconds', 'floorPercent'],
  dutch: ['roundSeconds', 'startPercent'],
  sealed: [],
};

function RuleField({ rule }: { rule: RuleName }) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const limits = FORMAT_RULE_LIMITS[rule];
  const path = `formatRules.${rule}`;
  return (
    <NumberInput
      label={t(`tenders.format.${rule}`)}
      description={t(`tenders.format.${rule}Hint`, { min: limits.min, max: limits.max })}
      min={limits.min}
      max={limits.max}
      allowDecimal={false}
      allowNegative={false}
      readOnly={isReadOnly}
      {...form.getInputProps(path)}
      onChange={(value) => form.setFieldValue(path, formNumber(value))}
      data-testid={`format-rule-${rule}`}
    />
  );
}

export function FormatSection() {
  const { t } = useTranslation();
  const { form } = useTenderEditor();
  const format = form.values.auctionFormat;
  const rules = RULES_OF_FORMAT[format];

  return (
    <SectionCard
      id="format"
      title={t('tenders.format.title')}
      description={t('tenders.format.description')}
    >
      <Radio.Group
        label={t('tenders.format.choice')}
        value={format}
        onChange={(value) => form.setFieldValue('auctionFormat', value as AuctionFormat)}
        data-testid="auction-format"
      >
        <Stack gap="xs" mt="xs">
          {AUCTION_FORMATS.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={t(`formats.${choice}`)}
              description={t(`formats.${choice}.hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {rules.length > 0 ? (
        <Stack gap="xs" role="group" aria-label={t('tenders.format.rules')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {rules.map((rule) => (
              <RuleField key={rule} rule={rule} />
            ))}
          </SimpleGrid>
          {format === 'japanese' || format === 'dutch' ? (
            <Text size="xs" c="dimmed">
              {t('tenders.format.levelsNote')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
