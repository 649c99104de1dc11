// /admin/users and /admin/user-overview: users with search, paging and roles; trial, removal
// and the way to one user's overview.
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { TAdminUserRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useUserList } from '../api/users.ts';
import { AdminTable, fullName } from '../components/admin-table.tsx';
import { useListParams } from '../components/list-params.ts';
import { DeleteUserDialog, TrialDialog } from '../components/user-dialogs.tsx';

export function UsersPage({ isOverview = false }: { isOverview?: boolean }) {
  const { t } = useTranslation();
  const params = useListParams();
  const search = params.get('q');
  const list = useUserList(params.page, search);
  const [trialFor, setTrialFor] = useState<TAdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<TAdminUserRow | null>(null);

  return (
    <>
      <PageTitle
        title={isOverview ? t('admin.overview.title') : t('admin.users.title')}
        description={isOverview ? t('admin.overview.choose') : undefined}
      />
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
        minWidth={760}
        columns={[
          t('admin.users.userName'),
          t('admin.users.name'),
          t('admin.users.company'),
          t('admin.users.roles'),
          t('admin.common.created'),
          t('admin.common.actions'),
        ]}
      >
        {(user) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.userOverview.getHref(user.id)} size="sm">
                {user.userName}
              </Anchor>
            </Table.Td>
            <Table.Td>{fullName(user)}</Table.Td>
            <Table.Td>{user.companyName ?? '—'}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {user.roles.map((role) => (
                  <Badge
                    key={role}
                    variant="light"
                    color={role === 'Admin' ? 'red' : role === 'Free' ? 'gray' : 'blue'}
                  >
                    {t(`roles.${role}`)}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{new Date(user.createdDate).toLocaleDateString()}</Text>
            </Table.Td>
            <Table.Td>
              {isOverview ? (
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={paths.admin.userOverview.getHref(user.id)}
                >
                  {t('admin.users.overview')}
                </Button>
              ) : (
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`${t('admin.common.actions')} ${user.userName}`}
                    >
                      <IconDots size={16} />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item component={Link} to={paths.admin.userOverview.getHref(user.id)}>
                      {t('admin.users.overview')}
                    </Menu.Item>
                    <Menu.Item onClick={() => setTrialFor(user)}>
                      {t('admin.users.giveTrial')}
                    </Menu.Item>
                    <Menu.Item color="red" onClick={() => setDeleting(user)}>
                      {t('admin.users.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Table.Td>
          </>
        )}
      </AdminTable>
      {trialFor ? <TrialDialog user={trialFor} onClose={() => setTrialFor(null)} /> : null}
      {deleting ? <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

export function UserOverviewListPage() {
  return <UsersPage isOverview />;
}
