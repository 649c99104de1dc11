// /admin/error-log: errors of the web app in users' browsers, filtered by text and source.
import { Code, Group, Select, Spoiler, Table, Text } from '@mantine/core';
import { ClientErrorSources } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useClientErrors } from '../api/logs.ts';
import { AdminTable, WhenCell } from '../components/admin-table.tsx';
import { useListParams } from '../components/list-params.ts';

export function ErrorLogPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const search = params.get('q');
  const source = params.get('source');
  const list = useClientErrors(params.page, search, source);
  return (
    <>
      <PageTitle title={t('admin.errors.title')} description={t('admin.errors.description')} />
      <Group mb="md" wrap="wrap">
        <ListSearchField
          label={t('admin.errors.search')}
          initialValue={search}
          width={{ base: '100%', sm: 320 }}
          onSearch={(text) => params.set('q', text)}
        />
        <Select
          aria-label={t('admin.errors.source')}
          placeholder={t('admin.errors.source')}
          data={[
            { value: '', label: t('admin.common.any') },
            ...ClientErrorSources.map((value) => ({
              value,
              label: t(`admin.errors.source.${value}`),
            })),
          ]}
          value={source}
          onChange={(value) => params.set('source', value ?? '')}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <AdminTable
        list={list}
        paging={params}
        minWidth={760}
        columns={[
          t('admin.errors.when'),
          t('admin.errors.source'),
          t('admin.errors.message'),
          t('admin.errors.user'),
        ]}
      >
        {(row) => (
          <>
            <WhenCell date={row.createdDate} />
            <Table.Td>{t(`admin.errors.source.${row.source}`)}</Table.Td>
            <Table.Td maw={520}>
              <Text size="sm" fw={500}>
                {row.message}
              </Text>
              {row.url ? (
                <Text size="xs" c="dimmed">
                  {row.url}
                </Text>
              ) : null}
              {row.stack ? (
                <Spoiler maxHeight={0} showLabel="Stack" hideLabel="−">
                  <Code block fz="xs">
                    {row.stack}
                  </Code>
                </Spoiler>
              ) : null}
            </Table.Td>
            <Table.Td>{row.userName ?? '—'}</Table.Td>
          </>
        )}
      </AdminTable>
    </>
  );
}
