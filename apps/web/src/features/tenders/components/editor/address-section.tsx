// Step 1, delivery address: where it comes from (spec §4 address sources) and the address itself.
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { AddressSource, Messages, type TSavedAddress } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { translateMessage } from '@/lib/i18n.ts';
import { useMyAddresses } from '@/features/tenders/api/get-my-addresses.ts';
import { emptyAddress, formatAddress } from '@/features/tenders/model/address.ts';
import { AddressFields } from './address-fields.tsx';
import { useTenderEditor } from './editor-context.tsx';
import { SectionCard } from '@/components/section-card.tsx';

const SOURCES = [
  AddressSource.USER,
  AddressSource.COMPANY,
  AddressSource.DELIVERY,
  AddressSource.NEW_DELIVERY,
  AddressSource.CURRENT_LOCATION,
] as const;

function withoutSource({ source: _source, ...address }: TSavedAddress) {
  return address;
}

function ProfileAddress({ saved }: { saved: TSavedAddress | undefined }) {
  const { t } = useTranslation();
  const countries = useCodeList('Country');
  if (!saved) {
    return (
      <Alert color="orange" variant="light">
        {t('tenders.address.noProfileAddress')}{' '}
        <Anchor component={Link} to={paths.profile.getHref()}>
          {t('tenders.address.openProfile')}
        </Anchor>
      </Alert>
    );
  }
  return <Text>{formatAddress(saved, countries.data ?? [])}</Text>;
}

function SavedDeliveryAddresses({ saved }: { saved: TSavedAddress[] }) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const countries = useCodeList('Country');
  const current = form.values.newDeliveryAddress;
  if (saved.length === 0 && !current) {
    return <Text c="dimmed">{t('tenders.address.noSavedAddresses')}</Text>;
  }
  const options = saved.map((address) => ({
    value: String(address.id),
    label: formatAddress(address, countries.data ?? []),
  }));
  const selected = saved.find((address) => current?.id && address.id === current.id);
  return (
    <Stack gap="xs">
      <Select
        label={t('tenders.address.savedAddress')}
        data={options}
        readOnly={isReadOnly}
        allowDeselect={false}
        placeholder={t('tenders.address.pickSaved')}
        value={selected ? String(selected.id) : null}
        onChange={(value) => {
          const picked = saved.find((address) => String(address.id) === value);
          if (picked) form.setFieldValue('newDeliveryAddress', withoutSource(picked));
        }}
      />
      {current && !selected ? (
        <Text size="sm">{formatAddress(current, countries.data ?? [])}</Text>
      ) : null}
    </Stack>
  );
}

function CurrentLocation() {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const [isLocating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const address = form.values.newDeliveryAddress ?? emptyAddress();

  const handleLocate = () => {
    if (!('geolocation' in navigator)) {
      setFailure(t('tenders.address.locationUnavailable'));
      return;
    }
    setLocating(true);
    setFailure(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const gpsCoords = {
          lat: Number(position.coords.latitude.toFixed(6)),
          lng: Number(position.coords.longitude.toFixed(6)),
        };
        form.setFieldValue('newDeliveryAddress', { ...address, gpsCoords });
      },
      () => {
        setLocating(false);
        setFailure(t('tenders.address.locationUnavailable'));
      },
      { timeout: 10_000 },
    );
  };

  return (
    <Stack gap="sm">
      {isReadOnly ? null : (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={16} />}
            loading={isLocating}
            onClick={handleLocate}
          >
            {t('tenders.address.useLocation')}
          </Button>
          {failure ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {failure}
            </Text>
          ) : null}
        </Group>
      )}
      <AddressFields address={address} />
    </Stack>
  );
}

export function AddressSection() {
  const { t } = useTranslation();
  const { form, isReadOnly, scheduleProblems } = useTenderEditor();
  const addresses = useMyAddresses();
  const saved = addresses.data ?? [];
  const source = form.values.addressSource;
  const ofSource = (wanted: number) => saved.find((address) => address.source === wanted);
  const savedDelivery = saved.filter((address) => address.source === AddressSource.DELIVERY);

  const handleSource = (value: string) => {
    const next = Number(value);
    form.setFieldValue('addressSource', next);
    const current = form.values.newDeliveryAddress;
    if (next === AddressSource.USER || next === AddressSource.COMPANY) {
      form.setFieldValue('newDeliveryAddress', null);
    } else if (next === AddressSource.DELIVERY) {
      const [first] = savedDelivery;
      form.setFieldValue('newDeliveryAddress', first ? withoutSource(first) : null);
    } else {
      form.setFieldValue('newDeliveryAddress', current ? { ...current, id: null } : emptyAddress());
    }
  };

  const sourceError = scheduleProblems.includes(Messages.selectItem)
    ? translateMessage(t, Messages.selectItem)
    : undefined;
  const profileCountryMissing =
    (source === AddressSource.USER || source === AddressSource.COMPANY) &&
    scheduleProblems.includes(Messages.selectCountry);

  return (
    <SectionCard
      id="address"
      title={t('tenders.address.title')}
      description={t('tenders.address.description')}
    >
      <Radio.Group
        label={t('tenders.address.source')}
        required
        value={source === null ? null : String(source)}
        onChange={handleSource}
        error={
          sourceError ??
          (profileCountryMissing ? translateMessage(t, Messages.selectCountry) : undefined)
        }
      >
        <Group gap="lg" mt="xs">
          {SOURCES.map((option) => (
            <Radio
              key={option}
              value={String(option)}
              label={t(`tenders.address.sources.${option}`)}
              disabled={isReadOnly && option !== source}
            />
          ))}
        </Group>
      </Radio.Group>
      {source === AddressSource.USER || source === AddressSource.COMPANY ? (
        <ProfileAddress saved={ofSource(source)} />
      ) : null}
      {source === AddressSource.DELIVERY ? <SavedDeliveryAddresses saved={savedDelivery} /> : null}
      {source === AddressSource.NEW_DELIVERY ? (
        <AddressFields address={form.values.newDeliveryAddress ?? emptyAddress()} />
      ) : null}
      {source === AddressSource.CURRENT_LOCATION ? <CurrentLocation /> : null}
    </SectionCard>
  );
}
