// /admin/profiles: user and company details (GetUserProfiles) with search and paging.
import { Anchor, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListSearchField } from '../../../components/list-search-field.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { WebsiteLink } from '../../../components/website-link.tsx';
import { paths } from '../../../config/paths.ts';
import { PAGE_SIZE, useProfileList } from '../api/users.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { useListParams } from '../components/list-params.ts';

export function ProfilesPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const search = params.get('q');
  const list = useProfileList(params.page, search);
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageTitle title={t('admin.profiles.title')} />
      <Group mb="md">
        <ListSearchField
          label={t('admin.users.search')}
          initialValue={search}
          width={{ base: '100%', sm: 380 }}
          onSearch={(text) => params.set('q', text)}
        />
      </Group>
      <AdminTable
        query={list}
        rowCount={rows.length}
        totalCount={list.data?.totalCount ?? 0}
        pageSize={PAGE_SIZE}
        page={params.page}
        onPage={params.setPage}
        minWidth={880}
        head={
          <>
            <Table.Tr>
              <Table.Th>{t('admin.users.userName')}</Table.Th>
              <Table.Th>{t('admin.users.name')}</Table.Th>
              <Table.Th>{t('admin.profiles.phone')}</Table.Th>
              <Table.Th>{t('admin.profiles.country')}</Table.Th>
              <Table.Th>{t('admin.profiles.intent')}</Table.Th>
              <Table.Th>{t('admin.users.company')}</Table.Th>
              <Table.Th>{t('admin.profiles.vatId')}</Table.Th>
            </Table.Tr>
          </>
        }
      >
        {rows.map((profile) => (
          <Table.Tr key={profile.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.userOverview.getHref(profile.id)} size="sm">
                {profile.userName}
              </Anchor>
            </Table.Td>
            <Table.Td>
              {[profile.firstName, profile.lastName].filter(Boolean).join(' ') || '—'}
            </Table.Td>
            <Table.Td>{profile.phoneNumber ?? '—'}</Table.Td>
            <Table.Td>{profile.country ?? '—'}</Table.Td>
            <Table.Td>
              {profile.wantToBuy ? '✓' : '–'} / {profile.wantToSell ? '✓' : '–'}
            </Table.Td>
            <Table.Td>
              {profile.company ? (
                <WebsiteLink web={profile.company.web} size="sm" empty={profile.company.name}>
                  {profile.company.name}
                </WebsiteLink>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>{profile.company?.vatId ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </>
  );
}
