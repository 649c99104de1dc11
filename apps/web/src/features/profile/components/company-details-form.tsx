// The company details form (spec §3 Company, §5 rules): name, website (a valid URL), the contact's
// position, industries, size, registration and tax numbers, branches (default 1), VAT (the number
// is required once the company is flagged as a VAT payer), revenue and the address with its pin.
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ZUpdateCompanyDetails, type TUserDetails } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure.tsx';
import { useCodeList } from '../../../lib/code-lists.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { errorText } from '../../../lib/i18n.ts';
import { useUpdateCompanyDetails } from '../api/user-details.ts';
import {
  companyDetailsRequest,
  companyDetailsValues,
  type AddressValues,
  type CompanyDetailsValues,
} from '../model/form-values.ts';
import { notifyProfileSaved, notifyProfileSaveFailed } from '../model/save-toasts.ts';
import { AddressFields } from './address-fields.tsx';

const addressFieldNames: Array<keyof AddressValues> = [
  'streetAddress',
  'streetAddress2',
  'zipCode',
  'city',
  'state',
  'country',
];

export function CompanyDetailsForm({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyDetails();
  const industries = useCodeList('Industry');
  const [failure, setFailure] = useState<string | null>(null);

  const { form, handleSubmit, isSubmitting } = useSchemaForm<CompanyDetailsValues>({
    schema: ZUpdateCompanyDetails,
    initialValues: companyDetailsValues(details.company),
    onSubmit: async (values, currentForm) => {
      setFailure(null);
      try {
        const saved = await update.mutateAsync(companyDetailsRequest(values));
        const next = companyDetailsValues(saved.company);
        currentForm.setValues(next);
        currentForm.resetDirty(next);
        notifyProfileSaved(t, { isEmailPending: false });
      } catch (error) {
        setFailure(errorText(t, error));
        notifyProfileSaveFailed(t);
      }
    },
  });

  const addressErrors = Object.fromEntries(
    addressFieldNames.map((field) => [field, form.errors[`address.${field}`]]),
  );
  const industryOptions = (industries.data ?? []).map((industry) => ({
    value: String(industry.id),
    label: industry.display,
  }));
  const industryInput = form.getInputProps('industries');

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profile.company.title')}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('profile.company.name')}
              required
              autoComplete="organization"
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('profile.company.web')}
              required
              placeholder="https://www.example.com"
              autoComplete="url"
              {...form.getInputProps('web')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('profile.company.position')}
              autoComplete="organization-title"
              {...form.getInputProps('position')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label={t('profile.company.industries')}
              searchable
              clearable
              data={industryOptions}
              nothingFoundMessage={t('messages.noEntriesFound')}
              {...industryInput}
              value={form.values.industries.map(String)}
              onChange={(ids) =>
                form.setFieldValue(
                  'industries',
                  ids.map((id) => Number(id)),
                )
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('profile.company.employees')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              {...form.getInputProps('numberOfEmployees')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('profile.company.branches')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('branches')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label={t('profile.company.revenue', { currency: details.defaultCurrency })}
              min={0}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator=" "
              {...form.getInputProps('yearlyRevenue')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('profile.company.registrationId')}
              {...form.getInputProps('registrationId')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('profile.company.taxId')} {...form.getInputProps('taxId')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Checkbox
              mt={{ base: 0, sm: 30 }}
              label={t('profile.company.isVatPayer')}
              {...form.getInputProps('isVatPayer', { type: 'checkbox' })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('profile.company.vatId')}
              required={form.values.isVatPayer}
              {...form.getInputProps('vatId')}
            />
          </Grid.Col>
        </Grid>
        <Divider />
        <Text fw={600}>{t('profile.company.address')}</Text>
        <AddressFields
          idPrefix="company-address"
          value={form.values.address}
          errors={addressErrors}
          isCountryRequired
          mapLabel={t('profile.address.map')}
          label={t('profile.company.address')}
          onChange={(address) => {
            form.setFieldValue('address', address);
            addressFieldNames.forEach((field) => form.clearFieldError(`address.${field}`));
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('profile.company.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
