// The user details form (spec §3 User, §5 rules): names, contact e-mail (a new one waits for its
// activation link), phone, country, default currency, LinkedIn and Facebook, keywords, buy/sell,
// the supplier-search flag and the own address with its map pin.
import {
  Alert,
  Checkbox,
  Grid,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ZUpdateUserDetails, type TUserDetails } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { useUpdateUserDetails } from '../api/user-details.ts';
import {
  userDetailsRequest,
  userDetailsValues,
  type UserDetailsValues,
} from '../model/form-values.ts';
import { ProfileDetailsFrame, useProfileSaveForm } from './profile-details-form.tsx';
import { CountrySelect } from './country-select.tsx';

export function UserDetailsForm({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const update = useUpdateUserDetails();
  const currencies = useCodeList('Currency');
  const { form, handleSubmit, isSubmitting, failure } = useProfileSaveForm({
    schema: ZUpdateUserDetails,
    initialValues: userDetailsValues(details),
    save: (values: UserDetailsValues) => update.mutateAsync(userDetailsRequest(values)),
    valuesOf: userDetailsValues,
    isEmailPending: (saved) => saved.pendingEmail !== null,
  });

  const currencyOptions = (currencies.data ?? []).map((currency) => ({
    value: currency.code,
    label: `${currency.code} – ${currency.name}`,
  }));

  return (
    <ProfileDetailsFrame
      form={form}
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      failure={failure}
      title={t('profile.details.title')}
      addressTitle={t('profile.details.address')}
      addressIdPrefix="user-address"
      submitLabel={t('profile.details.submit')}
    >
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('profile.details.firstName')}
          required
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('profile.details.lastName')}
          required
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('profile.details.email')}
          description={t('profile.details.emailHint', { userName: details.userName })}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('profile.details.phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phoneNumber')}
        />
      </Grid.Col>
      {details.pendingEmail ? (
        <Grid.Col span={12}>
          <Alert color="blue" variant="light">
            {t('profile.details.pendingEmail', {
              email: details.pendingEmail,
              current: details.email,
            })}
          </Alert>
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CountrySelect
          label={t('profile.details.country')}
          required
          {...form.getInputProps('country')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('profile.details.currency')}
          required
          searchable
          data={currencyOptions}
          nothingFoundMessage={t('messages.noEntriesFound')}
          {...form.getInputProps('defaultCurrency')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('profile.details.linkedin')}
          placeholder="https://www.linkedin.com/in/…"
          autoComplete="url"
          {...form.getInputProps('linkedinProfile')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('profile.details.facebook')}
          placeholder="https://www.facebook.com/…"
          autoComplete="url"
          {...form.getInputProps('facebookProfile')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={t('profile.details.keywords')}
          description={t('profile.details.keywordsHint')}
          {...form.getInputProps('favouriteAuctionKeywords')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('profile.details.personalDescription')}
          description={t('profile.details.personalDescriptionHint')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          {...form.getInputProps('personalDescription')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Stack gap={6} role="group" aria-labelledby="user-roles-label">
          <Text size="sm" fw={500} id="user-roles-label">
            {t('profile.details.roles')}
          </Text>
          <Group gap="lg">
            <Checkbox
              label={t('profile.details.wantToBuy')}
              {...form.getInputProps('wantToBuy', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('profile.details.wantToSell')}
              {...form.getInputProps('wantToSell', { type: 'checkbox' })}
            />
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <Switch
          label={t('profile.details.searchable')}
          {...form.getInputProps('isSearcheable', { type: 'checkbox' })}
        />
      </Grid.Col>
    </ProfileDetailsFrame>
  );
}
