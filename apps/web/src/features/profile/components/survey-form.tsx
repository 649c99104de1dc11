// The first-login survey's form (spec §5: first name, last name, country, default currency and a
// message of at least 2 characters).
import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { ZSurvey, type TSurvey } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { useCodeList } from '@/lib/code-lists.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSaveSurvey } from '../api/save-survey.ts';
import type { CountryRef } from '../model/form-values.ts';
import { CountrySelect } from './country-select.tsx';

type SurveyValues = {
  firstName: string;
  lastName: string;
  country: CountryRef | null;
  /** null once its selected option is clicked again (the check then asks for one). */
  defaultCurrency: string | null;
  message: string;
};

export function SurveyForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSurvey();
  const currencies = useCodeList('Currency');
  const [failure, setFailure] = useState<string | null>(null);
  const { form, handleSubmit, isSubmitting } = useSchemaForm<SurveyValues>({
    schema: ZSurvey,
    initialValues: {
      firstName: '',
      lastName: '',
      country: null,
      defaultCurrency: 'USD',
      message: '',
    },
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await save.mutateAsync(values as TSurvey);
        notifySuccess(t('profile.survey.thanks'));
        onDone();
      } catch (error) {
        setFailure(errorText(t, error));
      }
    },
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profile.survey.title')}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('profile.details.firstName')}
            required
            data-autofocus
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('profile.details.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <CountrySelect
            label={t('profile.details.country')}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('country')}
          />
          <Select
            label={t('profile.details.currency')}
            required
            searchable
            data={(currencies.data ?? []).map((currency) => ({
              value: currency.code,
              label: `${currency.code} – ${currency.name}`,
            }))}
            {...form.getInputProps('defaultCurrency')}
          />
        </SimpleGrid>
        <Textarea
          label={t('profile.survey.message')}
          required
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('profile.reportIssue.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('profile.survey.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
