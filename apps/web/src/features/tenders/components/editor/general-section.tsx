// Step 1, general part: name, keywords, industries, currency, VAT and visibility, and the picture.
import { Grid, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { useTenderEditor } from './editor-context.tsx';
import { MainPictureField } from './main-picture-field.tsx';
import { SectionCard } from '@/components/section-card.tsx';

export function GeneralSection() {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const currencies = useCodeList('Currency');
  const industries = useCodeList('Industry');

  const currencyOptions = (currencies.data ?? []).map((currency) => ({
    value: currency.code,
    label: `${currency.code} – ${currency.name}`,
  }));
  const industryOptions = (industries.data ?? []).map((industry) => ({
    value: String(industry.id),
    label: industry.display,
  }));

  return (
    <SectionCard id="general" title={t('tenders.general.title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <TextInput
              label={t('tenders.general.name')}
              placeholder={t('tenders.general.namePlaceholder')}
              required
              readOnly={isReadOnly}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('tenders.general.keywords')}
              description={t('tenders.general.keywordsHint')}
              readOnly={isReadOnly}
              {...form.getInputProps('keywords')}
            />
            <MultiSelect
              label={t('tenders.general.industries')}
              placeholder={
                form.values.industries.length
                  ? undefined
                  : t('tenders.general.industriesPlaceholder')
              }
              data={industryOptions}
              searchable
              clearable={!isReadOnly}
              readOnly={isReadOnly}
              maxValues={20}
              nothingFoundMessage={t('messages.noEntriesFound')}
              value={form.values.industries.map(String)}
              onChange={(values) => form.setFieldValue('industries', values.map(Number))}
              error={form.errors.industries}
            />
            <Select
              label={t('tenders.general.currency')}
              data={currencyOptions}
              searchable
              allowDeselect={false}
              readOnly={isReadOnly}
              nothingFoundMessage={t('messages.noEntriesFound')}
              {...form.getInputProps('currency')}
            />
            <Switch
              label={t('tenders.general.vatIncluded')}
              description={t('tenders.general.vatIncludedHint')}
              readOnly={isReadOnly}
              {...form.getInputProps('isVatIncluded', { type: 'checkbox' })}
            />
            <Switch
              label={t('tenders.general.isPublic')}
              description={t('tenders.general.isPublicHint')}
              readOnly={isReadOnly}
              {...form.getInputProps('isPublic', { type: 'checkbox' })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MainPictureField />
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}
