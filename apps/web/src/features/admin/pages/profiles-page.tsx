// /admin/profiles: user and company details (GetUserProfiles) with search and paging.
import { Anchor, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { WebsiteLink } from '@/components/website-link.tsx';
import { paths } from '@/config/paths.ts';
import { useProfileList } from '../api/users.ts';
import { AdminTable, fullName } from '../components/admin-table.tsx';
import { useListParams } from '../components/list-params.ts';

export function ProfilesPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const search = params.get('q');
  const list = useProfileList(params.page, search);
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
        list={list}
        paging={params}
        minWidth={880}
        columns={[
          t('admin.users.userName'),
          t('admin.users.name'),
          t('admin.profiles.phone'),
          t('admin.profiles.country'),
          t('admin.profiles.intent'),
          t('admin.users.company'),
          t('admin.profiles.vatId'),
        ]}
      >
        {(profile) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.userOverview.getHref(profile.id)} size="sm">
                {profile.userName}
              </Anchor>
            </Table.Td>
            <Table.Td>{fullName(profile)}</Table.Td>
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
          </>
        )}
      </AdminTable>
    </>
  );
}
