// The fields of a new delivery address: street, town, state, country (required) and a map pin.
import { useState } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import { Messages, type TAddress } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { PinMap } from '@/components/map/pin-map.tsx';
import { useCodeList } from '@/lib/code-lists.ts';
import { translateMessage } from '@/lib/i18n.ts';
import { useTenderEditor } from './editor-context.tsx';

type TextField = 'streetAddress' | 'streetAddress2' | 'zipCode' | 'city' | 'state';

export function AddressFields({ address }: { address: TAddress }) {
  const { t } = useTranslation();
  const { form, isReadOnly, scheduleProblems } = useTenderEditor();
  const countries = useCodeList('Country');
  const [isCountryTouched, setCountryTouched] = useState(false);

  const update = (next: Partial<TAddress>) =>
    form.setFieldValue('newDeliveryAddress', { ...address, ...next });
  const textProps = (field: TextField) => ({
    value: address[field] ?? '',
    readOnly: isReadOnly,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      update({ [field]: event.currentTarget.value }),
    error: form.errors[`newDeliveryAddress.${field}`],
  });

  const isCountryMissing = !address.country;
  const showsCountryError =
    isCountryMissing && (isCountryTouched || scheduleProblems.includes(Messages.selectCountry));
  const countryOptions = (countries.data ?? [])
    .filter((country) => !country.banned)
    .map((country) => ({ value: String(country.id), label: country.name }));

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput label={t('tenders.address.street')} {...textProps('streetAddress')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label={t('tenders.address.street2')} {...textProps('streetAddress2')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput label={t('tenders.address.zipCode')} {...textProps('zipCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput label={t('tenders.address.city')} {...textProps('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput label={t('tenders.address.state')} {...textProps('state')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Select
              label={t('tenders.address.country')}
              required
              data={countryOptions}
              searchable
              readOnly={isReadOnly}
              nothingFoundMessage={t('messages.noEntriesFound')}
              value={address.country ? String(address.country.id) : null}
              onChange={(value) => {
                const country = countries.data?.find((entry) => String(entry.id) === value);
                update({ country: country ? { id: country.id, code: country.code } : null });
              }}
              onBlur={() => setCountryTouched(true)}
              error={showsCountryError ? translateMessage(t, Messages.selectCountry) : undefined}
            />
          </Grid.Col>
        </Grid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <PinMap
          label={t('tenders.address.map')}
          pin={address.gpsCoords ?? null}
          isReadOnly={isReadOnly}
          onChange={(gpsCoords) => update({ gpsCoords })}
        />
      </Grid.Col>
    </Grid>
  );
}
