// A searchable country picker over the Country code list (banned countries are left out); its value
// is the { id, code } reference the API takes.
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import type { CountryRef } from '../model/form-values.ts';

type CountrySelectProps = Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: CountryRef | null;
  onChange: (country: CountryRef | null) => void;
};

export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { t } = useTranslation();
  const countries = useCodeList('Country');
  const options = (countries.data ?? [])
    .filter((country) => !country.banned || country.id === value?.id)
    .map((country) => ({ value: String(country.id), label: country.name }));
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('messages.noEntriesFound')}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const country = countries.data?.find((entry) => String(entry.id) === id);
        onChange(country ? { id: country.id, code: country.code } : null);
      }}
      {...props}
    />
  );
}
