// Above the list: which auctions (owned / all), active or not, a name search and hidden ones.
import { useState } from 'react';
import { Group, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Constants, TenderListFilter } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import type { ListFilter, ListParams } from '@/features/tenders/model/list-params.ts';

type ListToolbarProps = { params: ListParams; onChange: (next: ListParams) => void };

const SEARCH_DEBOUNCE_MS = 350;

export function ListToolbar({ params, onChange }: ListToolbarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(params.name);
  const [appliedName, setAppliedName] = useState(params.name);
  // The URL's name changed from elsewhere (clear filters, back button): show it.
  if (appliedName !== params.name) {
    setAppliedName(params.name);
    if (search.trim() !== params.name) setSearch(params.name);
  }
  const applySearch = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    // Shorter input than the minimum is ignored (spec §5); clearing the field shows everything.
    if (trimmed.length > 0 && trimmed.length < Constants.keywordMinLength) return;
    if (trimmed !== params.name) onChange({ ...params, name: trimmed, page: 1 });
  }, SEARCH_DEBOUNCE_MS);
  const isTooShort = search.trim().length > 0 && search.trim().length < Constants.keywordMinLength;

  return (
    <Group justify="space-between" gap="sm" align="flex-start">
      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label={t('tenders.list.filter.label')}
          value={params.filter}
          onChange={(value) => onChange({ ...params, filter: value as ListFilter, page: 1 })}
          data={[
            { value: TenderListFilter.ACTIVE, label: t('tenders.list.filter.active') },
            { value: TenderListFilter.INACTIVE, label: t('tenders.list.filter.inactive') },
            { value: TenderListFilter.ALL, label: t('tenders.list.filter.all') },
          ]}
        />
        <Switch
          label={t('tenders.list.showHidden')}
          checked={params.showHidden}
          onChange={(event) =>
            onChange({ ...params, showHidden: event.currentTarget.checked, page: 1 })
          }
        />
      </Group>
      <TextInput
        aria-label={t('tenders.list.search')}
        placeholder={t('tenders.list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        description={isTooShort ? t('messages.minLength2') : undefined}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}
