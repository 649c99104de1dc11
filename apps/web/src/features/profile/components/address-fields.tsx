// An address of the profile: street, ZIP, city, a state picker that follows the country (US states,
// Canadian provinces, free text elsewhere), the country, and a map pin (Leaflet loads lazily).
import { lazy, Suspense, type ReactNode } from 'react';
import { Grid, Select, Skeleton, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import type { AddressValues } from '../model/form-values.ts';
import { CountrySelect } from './country-select.tsx';

const PinMap = lazy(async () => ({
  default: (await import('@/components/map/pin-map.tsx')).PinMap,
}));

/** Countries whose states come from a code list: the US (USState) and Canada (CanadaProvince). */
type ListedCountry = 'US' | 'CA';
const isListedCountry = (code: string | undefined): code is ListedCountry =>
  code === 'US' || code === 'CA';

function StateField({
  countryCode,
  value,
  onChange,
  error,
}: {
  countryCode: string | undefined;
  value: string;
  onChange: (state: string) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const usStates = useCodeList('USState');
  const provinces = useCodeList('CanadaProvince');
  if (!isListedCountry(countryCode))
    return (
      <TextInput
        label={t('profile.address.state')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
    );
  const list = countryCode === 'US' ? usStates.data : provinces.data;
  return (
    <Select
      label={t(countryCode === 'US' ? 'profile.address.usState' : 'profile.address.canadaProvince')}
      searchable
      clearable
      nothingFoundMessage={t('messages.noEntriesFound')}
      data={(list ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
      value={value || null}
      onChange={(state) => onChange(state ?? '')}
      error={error}
    />
  );
}

type AddressFieldsProps = {
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  /** Errors by field name (street, city, country, …). */
  errors: Partial<Record<keyof AddressValues, ReactNode>>;
  isCountryRequired?: boolean;
  mapLabel: string;
  /** Names the group of fields for assistive technology ("Your address"). */
  label: string;
  /** Ids prefix for the inputs, so that two address blocks on one page stay apart. */
  idPrefix: string;
};

export function AddressFields({
  value,
  onChange,
  errors,
  isCountryRequired = false,
  mapLabel,
  label,
  idPrefix,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const update = (next: Partial<AddressValues>) => onChange({ ...value, ...next });
  const text = (field: 'streetAddress' | 'streetAddress2' | 'zipCode' | 'city') => ({
    id: `${idPrefix}-${field}`,
    value: value[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      update({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  return (
    <Grid gap="md" role="group" aria-label={label}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label={t('profile.address.street')} {...text('streetAddress')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={t('profile.address.street2')} {...text('streetAddress2')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput label={t('profile.address.zipCode')} {...text('zipCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput label={t('profile.address.city')} {...text('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <CountrySelect
              id={`${idPrefix}-country`}
              label={t('profile.address.country')}
              required={isCountryRequired}
              value={value.country}
              error={errors.country}
              onChange={(country) => {
                const hadList = isListedCountry(value.country?.code);
                const hasList = isListedCountry(country?.code);
                // A state code of one list means nothing in another country.
                const state =
                  (hadList || hasList) && country?.code !== value.country?.code ? '' : value.state;
                update({ country, state });
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <StateField
              countryCode={value.country?.code}
              value={value.state}
              onChange={(state) => update({ state })}
              error={errors.state}
            />
          </Grid.Col>
        </Grid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Suspense
          fallback={
            <Skeleton
              h={260}
              radius="md"
              role="status"
              aria-label={t('profile.address.mapLoading')}
            />
          }
        >
          <PinMap
            label={mapLabel}
            pin={value.gpsCoords}
            onChange={(gpsCoords) => update({ gpsCoords })}
          />
        </Suspense>
      </Grid.Col>
    </Grid>
  );
}
