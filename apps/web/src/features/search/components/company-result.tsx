// A supplier company found by the search: name, web, industries, location, and "Add to contacts"
// (disabled with "In your contacts" once it is there).
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import type { TCompanyRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAddToContacts } from '../api/add-to-contacts.ts';
import { WebsiteLink } from '@/components/website-link.tsx';
import { placeLabel } from '../model/map-entries.ts';
import { ResultFact } from './result-fact.tsx';

function AddToContactsButton({ row }: { row: TCompanyRow }) {
  const { t } = useTranslation();
  const add = useAddToContacts();
  if (row.isInContacts)
    return (
      <Button variant="light" color="teal" disabled leftSection={<IconCheck size={16} />}>
        {t('search.company.inContacts')}
      </Button>
    );
  const userName = row.contactUserName;
  return (
    <Button
      variant="default"
      leftSection={<IconUserPlus size={16} />}
      loading={add.isPending}
      disabled={userName === null}
      title={userName === null ? t('search.company.noContact') : undefined}
      aria-label={t('search.company.addOf', { name: row.name })}
      onClick={() => {
        if (userName === null) return;
        add.mutate(userName, {
          onSuccess: () => notifySuccess(t('search.company.added', { name: row.name })),
          onError: (error) => notifyError(errorText(t, error)),
        });
      }}
    >
      {t('search.company.addToContacts')}
    </Button>
  );
}

export function CompanyResult({ row }: { row: TCompanyRow }) {
  const { t } = useTranslation();
  const industries = useCodeList('Industry');
  const industryNames = row.industries
    .map((id) => industries.data?.find((industry) => industry.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const place = placeLabel(row.place);
  return (
    <Paper component="li" withBorder p="md" data-testid="search-result">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{row.name}</Text>
          <AddToContactsButton row={row} />
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <ResultFact label={t('search.company.web')}>
            <WebsiteLink web={row.web} />
          </ResultFact>
          <ResultFact label={t('search.company.industries')}>
            {industryNames.length ? industryNames.join(', ') : '—'}
          </ResultFact>
          <ResultFact label={t('search.company.place')}>{place || '—'}</ResultFact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
