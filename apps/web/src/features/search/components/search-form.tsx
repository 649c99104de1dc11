// The search form: keywords (at least 2 characters, checked on submit; none lists every open tender),
// countries, and per tab the
// value range with its currency and where the keywords are looked for, or the industries; platform
// auctions also by their format.
import { memo, useDeferredValue, useMemo } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AUCTION_FORMATS } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import type { InputProps } from '@/lib/forms/form-state.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { formValuesOf, searchFormSchema, stateFromForm } from '../model/search-form.ts';
import { writeSearchState, type SearchState } from '../model/search-state.ts';
import { useOptionsOnFocus, type Option } from './options-on-focus.ts';

type SearchFormProps = {
  state: SearchState;
  onSearch: (next: SearchState) => void;
};

const MAX_COUNTRIES = 300;
const MAX_INDUSTRIES = 50;

/**
 * A code list's options, from a render of their own: its answer re-renders only the field that
 * shows it, in a background pass (a deferred value) rather than in the task that receives it.
 */
function useCodeListOptions<Name extends 'Country' | 'Industry' | 'Currency'>(
  name: Name,
  optionOf: (entry: CodeListEntry<Name>) => Option,
): Option[] {
  const list = useDeferredValue(useCodeList(name).data);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- optionOf is a pure mapping per name
  return useMemo(() => (list ?? []).map(optionOf), [list]);
}

// Memoised: a field's code list query renders the field again when it starts (React Query's store
// changes as the query subscribes), with the same options and input props.
const ListMultiSelect = memo(MultiSelect<string>);
const ListSelect = memo(Select<string>);

type FieldProps<Value> = { inputProps: InputProps<Value>; label: string; placeholder?: string };

/** What the code-list selects share: searchable, clearable, options mounted on first focus. */
const searchableListProps = (
  onDemand: ReturnType<typeof useOptionsOnFocus>,
  nothingFoundMessage: string,
  field: Pick<FieldProps<unknown>, 'label' | 'placeholder'>,
) => ({
  ...field,
  data: onDemand.data,
  onFocus: onDemand.onFocus,
  comboboxProps: onDemand.comboboxProps,
  searchable: true,
  clearable: true,
  nothingFoundMessage,
});

type MultiList = 'Country' | 'Industry';
type CodeListEntry<Name extends 'Country' | 'Industry' | 'Currency'> = NonNullable<
  ReturnType<typeof useCodeList<Name>>['data']
>[number];

const countryOption = (country: CodeListEntry<'Country'>): Option => ({
  value: String(country.id),
  label: country.name,
});
const industryOption = (industry: CodeListEntry<'Industry'>): Option => ({
  value: String(industry.id),
  label: industry.display,
});

/** Countries or industries: a searchable multi-select whose options mount on first focus. */
function CodeListMultiField<Name extends MultiList>({
  list,
  optionOf,
  maxValues,
  inputProps,
  label,
  placeholder,
}: FieldProps<string[]> & {
  list: Name;
  optionOf: (entry: CodeListEntry<Name>) => Option;
  maxValues: number;
}) {
  const { t } = useTranslation();
  const options = useCodeListOptions(list, optionOf);
  const onDemand = useOptionsOnFocus(options, inputProps.value);
  return (
    <ListMultiSelect
      {...searchableListProps(onDemand, t('messages.noEntriesFound'), { label, placeholder })}
      maxValues={maxValues}
      {...inputProps}
    />
  );
}

function CurrencyField({ inputProps, label, placeholder }: FieldProps<string | null>) {
  const { t } = useTranslation();
  const options = useCodeListOptions('Currency', (currency) => ({
    value: currency.code,
    label: `${currency.code} – ${currency.name}`,
  }));
  const chosen = useMemo(() => (inputProps.value ? [inputProps.value] : []), [inputProps.value]);
  const onDemand = useOptionsOnFocus(options, chosen);
  return (
    <ListSelect
      {...searchableListProps(onDemand, t('messages.noEntriesFound'), { label, placeholder })}
      {...inputProps}
    />
  );
}

function SearchFormFields({ state, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const isTenderSearch = state.tab !== 'suppliers';
  const { form, handleSubmit } = useSchemaForm({
    schema: searchFormSchema(state.tab),
    initialValues: formValuesOf(state),
    onSubmit: (values) => onSearch(stateFromForm(values, state)),
  });

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit} role="search" aria-label={t('search.form.label')}>
        <Stack gap="md">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('search.form.keywords')}
              placeholder={t('search.form.keywordsPlaceholder')}
              // Tender searches list everything open without keywords; suppliers are searched.
              required={!isTenderSearch}
              maxLength={200}
              style={{ flex: 1 }}
              {...form.getInputProps('keywords')}
            />
            <Button type="submit" mt={25} leftSection={<IconSearch size={16} />}>
              {t('search.form.submit')}
            </Button>
          </Group>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6, lg: isTenderSearch ? 3 : 6 }}>
              <CodeListMultiField
                list="Country"
                optionOf={countryOption}
                maxValues={MAX_COUNTRIES}
                label={t('search.form.countries')}
                placeholder={
                  form.values.countries.length ? undefined : t('search.form.countriesPlaceholder')
                }
                inputProps={form.getInputProps('countries')}
              />
            </Grid.Col>
            {isTenderSearch ? (
              <>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberInput
                    label={t('search.form.minValue')}
                    min={0}
                    hideControls
                    thousandSeparator=","
                    {...form.getInputProps('minimalExpectedValue')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberInput
                    label={t('search.form.maxValue')}
                    min={0}
                    hideControls
                    thousandSeparator=","
                    {...form.getInputProps('maximalExpectedValue')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                  <CurrencyField
                    label={t('search.form.currency')}
                    placeholder={t('search.form.currencyPlaceholder')}
                    inputProps={form.getInputProps('currency')}
                  />
                </Grid.Col>
              </>
            ) : (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CodeListMultiField
                  list="Industry"
                  optionOf={industryOption}
                  maxValues={MAX_INDUSTRIES}
                  label={t('search.form.industries')}
                  placeholder={
                    form.values.industries.length
                      ? undefined
                      : t('search.form.industriesPlaceholder')
                  }
                  inputProps={form.getInputProps('industries')}
                />
              </Grid.Col>
            )}
          </Grid>
          {isTenderSearch ? (
            <Stack gap={4} role="group" aria-labelledby="search-groups-label">
              <Input.Label labelElement="div" id="search-groups-label">
                {t('search.form.groups')}
              </Input.Label>
              <Group gap="lg">
                <Checkbox
                  label={t('search.form.group.auction')}
                  {...form.getInputProps('AuctionGroup', { type: 'checkbox' })}
                />
                <Checkbox
                  label={t('search.form.group.delivery')}
                  {...form.getInputProps('DeliveryAddressGroup', { type: 'checkbox' })}
                />
                <Checkbox
                  label={t('search.form.group.buyer')}
                  {...form.getInputProps('BuyerDetailGroup', { type: 'checkbox' })}
                />
              </Group>
              <Input.Description>{t('search.form.groupsHint')}</Input.Description>
            </Stack>
          ) : null}
          {state.tab === 'auctions' ? (
            <Checkbox.Group label={t('tenders.format.title')} {...form.getInputProps('formats')}>
              <Group gap="lg" mt={4}>
                {AUCTION_FORMATS.map((format) => (
                  <Checkbox key={format} value={format} label={t(`formats.${format}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

/**
 * Rendered again only when the search in the URL changes (or its code lists arrive): the page
 * renders once per answer of the search, and the form's three option lists (a country list of 250
 * options among them) made each of those renders a long task on a phone. `onSearch` is not
 * compared: the page's handler only writes the state it is given into the URL.
 */
export const SearchForm = memo(
  SearchFormFields,
  (previous, next) =>
    writeSearchState(previous.state).toString() === writeSearchState(next.state).toString(),
);
