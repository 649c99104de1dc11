// /user-overview: the people the user works with — contacts, the accepted suppliers of their
// auctions and the buyers of the auctions they took part in — each leading to their overview
// (/user-overview/{id}). Filtered by typing; a table on wide screens, cards on phones.
import { useMemo, useState } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TUserOverviewListItem } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { useUserOverviewList } from '../api/user-overview-list.ts';

function matches(item: TUserOverviewListItem, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [item.name, item.email, item.companyName, item.country?.name]
    .filter(Boolean)
    .some((value) => value!.toLowerCase().includes(needle));
}

function Relations({ item }: { item: TUserOverviewListItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {item.relations.map((relation) => (
        <Badge key={relation} variant="light" color="gray" size="sm">
          {t(`profile.overviewList.relation.${relation}`)}
        </Badge>
      ))}
    </Group>
  );
}

function NameLink({ item }: { item: TUserOverviewListItem }) {
  return (
    <Anchor
      component={Link}
      to={paths.userOverview.getHref(item.id)}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {item.name}
    </Anchor>
  );
}

function PeopleTable({ items }: { items: TUserOverviewListItem[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} tabIndex={0}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profile.overviewList.name')}</Table.Th>
            <Table.Th>{t('profile.overview.email')}</Table.Th>
            <Table.Th>{t('profile.overview.company')}</Table.Th>
            <Table.Th>{t('profile.overview.country')}</Table.Th>
            <Table.Th>{t('profile.overviewList.relations')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="user-overview-row">
              <Table.Td>
                <NameLink item={item} />
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{item.email}</Table.Td>
              <Table.Td>{item.companyName ?? '—'}</Table.Td>
              <Table.Td>{item.country?.name ?? '—'}</Table.Td>
              <Table.Td>
                <Relations item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PeopleCards({ items }: { items: TUserOverviewListItem[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.id} withBorder p="sm" component="li" data-testid="user-overview-card">
          <Stack gap={4}>
            <NameLink item={item} />
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {item.email}
            </Text>
            <Text size="sm">
              {[item.companyName, item.country?.name].filter(Boolean).join(' · ')}
            </Text>
            <Relations item={item} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function UserOverviewListPage() {
  const { t } = useTranslation();
  const list = useUserOverviewList();
  const [search, setSearch] = useState('');
  const items = list.data?.items;
  const shown = useMemo(
    () => items?.filter((item) => matches(item, search)) ?? [],
    [items, search],
  );

  return (
    <Stack gap="md">
      <PageTitle
        title={t('profile.overviewList.title')}
        description={t('profile.overviewList.description')}
      />
      {list.isError ? (
        <ResultScreen tone="error" title={t('system.error.title')}>
          {errorText(t, list.error)}
        </ResultScreen>
      ) : !items ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : items.length === 0 ? (
        <Card>
          <Stack gap="xs" align="center" py="xl" ta="center">
            <Text fw={600}>{t('profile.overviewList.emptyTitle')}</Text>
            <Text size="sm">{t('profile.overviewList.emptyText')}</Text>
            <Button component={Link} to={paths.contacts.getHref()} variant="light">
              {t('profile.overviewList.toContacts')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <TextInput
            aria-label={t('profile.overviewList.search')}
            placeholder={t('profile.overviewList.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          {shown.length === 0 ? (
            <Card>
              <Text ta="center" py="lg">
                {t('profile.overviewList.noMatch')}
              </Text>
            </Card>
          ) : (
            <>
              <Card p={0} visibleFrom="sm">
                <PeopleTable items={shown} />
              </Card>
              <Box hiddenFrom="sm">
                <PeopleCards items={shown} />
              </Box>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('profile.overviewList.count', { count: shown.length })}
          </Text>
        </>
      )}
    </Stack>
  );
}
