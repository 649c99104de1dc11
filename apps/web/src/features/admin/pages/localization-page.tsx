// /admin/localization: the texts with search and paging, add, edit, accept or reject a
// correction, delete, and the integrity check. Translators see it too, and only propose corrections.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Switch, Table, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { TLocalizationText } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { hasRole, useCurrentUser } from '@/lib/auth/session-store.ts';
import { errorText, failureText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import {
  useDeleteText,
  useEditText,
  useIntegrityCheck,
  useLocalizationTexts,
} from '../api/localization.ts';
import { IntegrityReport } from '../components/integrity-report.tsx';
import { ListFooter } from '../components/list-footer.tsx';
import { useListParams } from '../components/list-params.ts';
import { ListState } from '../components/list-state.tsx';
import { TextAddDialog } from '../components/text-add-dialog.tsx';
import { TextEditDialog } from '../components/text-edit-dialog.tsx';

const PAGE_SIZE = 50;
const isPending = (text: TLocalizationText) => text.correction !== null && !text.textCorrected;

export function LocalizationPage() {
  const { t } = useTranslation();
  const isAdmin = hasRole(useCurrentUser(), 'Admin');
  const params = useListParams();
  const search = params.get('q');
  const pendingOnly = params.get('pending') === '1';
  const texts = useLocalizationTexts(search);
  const check = useIntegrityCheck();
  const edit = useEditText();
  const remove = useDeleteText();
  const [editing, setEditing] = useState<TLocalizationText | null>(null);
  const [deleting, setDeleting] = useState<TLocalizationText | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const shown = (texts.data ?? []).filter((text) => !pendingOnly || isPending(text));
  const pageRows = shown.slice((params.page - 1) * PAGE_SIZE, params.page * PAGE_SIZE);

  const decide = (text: TLocalizationText, accept: boolean) =>
    edit.mutate(
      accept
        ? { key: text.key, textCorrected: true }
        : { key: text.key, correction: null, textCorrected: false },
      {
        onSuccess: () => notifySuccess(t('admin.common.saved')),
        onError: (error) => notifyError(errorText(t, error)),
      },
    );

  return (
    <>
      <PageTitle
        title={t('admin.localization.title')}
        description={t('admin.localization.description')}
      />
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group wrap="wrap">
          <ListSearchField
            label={t('admin.localization.search')}
            initialValue={search}
            width={{ base: '100%', sm: 320 }}
            onSearch={(text) => params.set('q', text)}
          />
          <Switch
            label={t('admin.localization.pendingOnly')}
            checked={pendingOnly}
            onChange={(event) => params.set('pending', event.currentTarget.checked ? '1' : '')}
          />
        </Group>
        <Group>
          <Button variant="default" onClick={() => check.mutate()} loading={check.isPending}>
            {t('admin.localization.check')}
          </Button>
          {isAdmin ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
              {t('admin.localization.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {check.data ? <IntegrityReport report={check.data} /> : null}
      <Card padding={0}>
        <ListState query={texts} isEmpty={shown.length === 0} />
        {pageRows.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table striped stickyHeader verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.localization.key')}</Table.Th>
                  <Table.Th>{t('admin.localization.value')}</Table.Th>
                  <Table.Th>{t('admin.localization.correction')}</Table.Th>
                  <Table.Th>{t('admin.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((text) => (
                  <Table.Tr key={text.key} data-testid={`text-row-${text.key}`}>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {text.key}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{text.value}</Text>
                    </Table.Td>
                    <Table.Td>
                      {text.correction !== null ? (
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{text.correction}</Text>
                          <Badge color={text.textCorrected ? 'teal' : 'yellow'} variant="light">
                            {text.textCorrected
                              ? t('admin.localization.status.accepted')
                              : t('admin.localization.status.pending')}
                          </Badge>
                        </Group>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('admin.common.edit')} ${text.key}`}
                          onClick={() => setEditing(text)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        {isAdmin && isPending(text) ? (
                          <>
                            <ActionIcon
                              variant="subtle"
                              color="teal"
                              aria-label={`${t('admin.localization.accept')} ${text.key}`}
                              onClick={() => decide(text, true)}
                            >
                              <IconCheck size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="orange"
                              aria-label={`${t('admin.localization.reject')} ${text.key}`}
                              onClick={() => decide(text, false)}
                            >
                              <IconX size={16} />
                            </ActionIcon>
                          </>
                        ) : null}
                        {isAdmin ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${t('admin.common.delete')} ${text.key}`}
                            onClick={() => setDeleting(text)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Card>
      <ListFooter
        totalCount={shown.length}
        pageSize={PAGE_SIZE}
        page={params.page}
        onPage={params.setPage}
      />
      {editing ? (
        <TextEditDialog text={editing} isAdmin={isAdmin} onClose={() => setEditing(null)} />
      ) : null}
      {isAdding ? <TextAddDialog onClose={() => setIsAdding(false)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.localization.deleteTitle')}
        message={t('admin.localization.deleteText', { key: deleting?.key ?? '' })}
        confirmLabel={t('admin.common.delete')}
        isDestructive
        isPending={remove.isPending}
        failure={failureText(t, remove)}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.key, {
            onSuccess: () => {
              notifySuccess(t('admin.common.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
