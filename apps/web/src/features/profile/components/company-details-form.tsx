// The company details form (spec §3 Company, §5 rules): name, website (a valid URL), the contact's
// position, industries, size, registration and tax numbers, branches (default 1), VAT (the number
// is required once the company is flagged as a VAT payer), revenue and the address with its pin.
import { Checkbox, Grid, MultiSelect, NumberInput, TextInput } from '@mantine/core';
import { ZUpdateCompanyDetails, type TUserDetails } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { useUpdateCompanyDetails } from '../api/user-details.ts';
import {
  companyDetailsRequest,
  companyDetailsValues,
  type CompanyDetailsValues,
} from '../model/form-values.ts';
import { ProfileDetailsFrame, useProfileSaveForm } from './profile-details-form.tsx';

export function CompanyDetailsForm({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyDetails();
  const industries = useCodeList('Industry');
  const { form, handleSubmit, isSubmitting, failure } = useProfileSaveForm({
    schema: ZUpdateCompanyDetails,
    initialValues: companyDetailsValues(details.company),
    save: (values: CompanyDetailsValues) => update.mutateAsync(companyDetailsRequest(values)),
    valuesOf: (saved) => companyDetailsValues(saved.company),
  });

  const industryOptions = (industries.data ?? []).map((industry) => ({
    value: String(industry.id),
    label: industry.display,
  }));
  const industryInput = form.getInputProps('industries');

  return (
    <ProfileDetailsFrame
      form={form}
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      failure={failure}
      title={t('profile.company.title')}
      addressTitle={t('profile.company.address')}
      addressIdPrefix="company-address"
      isCountryRequired
      submitLabel={t('profile.company.submit')}
    >
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
    </ProfileDetailsFrame>
  );
}
