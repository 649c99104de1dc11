// /admin/audit-log: every admin action with who, when, what and the state before and after.
import { Code, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { useAuditLog } from '../api/logs.ts';
import { AdminTable, WhenCell } from '../components/admin-table.tsx';
import { useListParams } from '../components/list-params.ts';

const ACTIONS = [
  'AddLocalizationText',
  'EditLocalizationText',
  'DeleteLocalizationText',
  'AddWikiCategory',
  'EditWikiCategory',
  'RemoveWikiCategory',
  'AddQuestionAndAnswerToWiki',
  'EditQuestionAndAnswerToWiki',
  'DeleteQuestionAndAnswerFromWiki',
  'GiveTrialToUser',
  'DeleteUserFromSystem',
  'FreezeTender',
  'UnfreezeTender',
];

const asJson = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

export function AuditLogPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const filters = {
    action: params.get('action'),
    actor: params.get('actor'),
    target: params.get('target'),
  };
  const list = useAuditLog(params.page, filters);
  return (
    <>
      <PageTitle title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <Group mb="md" wrap="wrap">
        <Select
          aria-label={t('admin.audit.action')}
          placeholder={t('admin.audit.action')}
          data={[{ value: '', label: t('admin.common.any') }, ...ACTIONS]}
          value={filters.action}
          onChange={(value) => params.set('action', value ?? '')}
          w={{ base: '100%', sm: 260 }}
          searchable
        />
        <TextInput
          aria-label={t('admin.audit.actor')}
          placeholder={t('admin.audit.actor')}
          defaultValue={filters.actor}
          onBlur={(event) => params.set('actor', event.currentTarget.value.trim())}
          onKeyDown={(event) =>
            event.key === 'Enter' && params.set('actor', event.currentTarget.value.trim())
          }
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput
          aria-label={t('admin.audit.target')}
          placeholder={t('admin.audit.target')}
          defaultValue={filters.target}
          onBlur={(event) => params.set('target', event.currentTarget.value.trim())}
          onKeyDown={(event) =>
            event.key === 'Enter' && params.set('target', event.currentTarget.value.trim())
          }
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      <AdminTable
        list={list}
        paging={params}
        minWidth={860}
        columns={[
          t('admin.errors.when'),
          t('admin.audit.actor'),
          t('admin.audit.action'),
          t('admin.audit.target'),
          t('admin.audit.changes'),
        ]}
      >
        {(row) => (
          <>
            <WhenCell date={row.createdDate} />
            <Table.Td>{row.actorName}</Table.Td>
            <Table.Td>
              <Code>{row.action}</Code>
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {row.target ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td maw={420}>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Code block fz="xs" maw={200} style={{ overflow: 'auto' }}>
                  {asJson(row.before)}
                </Code>
                <Code block fz="xs" maw={200} style={{ overflow: 'auto' }}>
                  {asJson(row.after)}
                </Code>
              </Group>
            </Table.Td>
          </>
        )}
      </AdminTable>
    </>
  );
}
