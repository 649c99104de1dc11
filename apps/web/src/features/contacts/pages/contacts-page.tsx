// /contacts/my: the user's contacts with paging, sorting and a filter kept in the URL, adding by
// e-mail, renaming in place and removal.
import { useState } from 'react';
import {
  Box,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TContact } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ResultScreen } from '../../../components/result-screen.tsx';
import { useContacts } from '../../../lib/contacts-api.ts';
import { errorText } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { sortBy, useListState } from '../../../lib/url-list-state.ts';
import { useRemoveContact } from '../api/contact-calls.ts';
import { AddContactForm } from '../components/add-contact-form.tsx';
import { ContactsCards } from '../components/contacts-cards.tsx';
import { ContactsTable } from '../components/contacts-table.tsx';
import { PAGE_SIZES, contactsListSpec, contactsQuery } from '../model/list-state.ts';

export function ContactsPage() {
  const { t } = useTranslation();
  const [state, setState] = useListState(contactsListSpec);
  const contacts = useContacts(contactsQuery(state));
  const remove = useRemoveContact();
  const [removing, setRemoving] = useState<TContact | null>(null);
  const [searchText, setSearchText] = useState(state.search);
  const applySearch = useDebouncedCallback(
    (text: string) => setState({ ...state, search: text.trim(), page: 1 }),
    400,
  );

  const page = contacts.data;
  const pageSize = Number(state.extra.size);
  const pageCount = page ? Math.max(1, Math.ceil(page.totalCount / pageSize)) : 1;

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const handleRemove = () => {
    if (!removing) return;
    remove.mutate(removing.userName, {
      onSuccess: () => {
        notifySuccess(t('contacts.remove.done', { name: removing.userName }));
        closeRemove();
      },
    });
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('contacts.title')} description={t('contacts.description')} />
      <Card component="section" aria-labelledby="add-contact-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="add-contact-title">
            {t('contacts.add.title')}
          </Title>
          <AddContactForm />
        </Stack>
      </Card>
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t('contacts.search')}
          placeholder={t('contacts.search')}
          leftSection={<IconSearch size={16} />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('contacts.pageSize')}
          data={[...PAGE_SIZES]}
          value={state.extra.size}
          allowDeselect={false}
          w={110}
          onChange={(size) =>
            size &&
            setState({ ...state, page: 1, extra: { size: size as typeof state.extra.size } })
          }
        />
      </Group>
      {contacts.isError ? (
        <ResultScreen tone="error" title={t('system.error.title')}>
          {errorText(t, contacts.error)}
        </ResultScreen>
      ) : !page ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : page.items.length === 0 ? (
        <Card>
          <Stack gap={4} align="center" py="xl" ta="center">
            <Text fw={600}>
              {state.search ? t('contacts.noMatchTitle') : t('contacts.emptyTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {state.search ? t('contacts.noMatchText') : t('contacts.emptyText')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Card p={0} visibleFrom="sm">
            <ContactsTable
              contacts={page.items}
              state={state}
              onSort={(column) => setState(sortBy(state, column))}
              onRemove={setRemoving}
            />
          </Card>
          <Box hiddenFrom="sm">
            <ContactsCards contacts={page.items} onRemove={setRemoving} />
          </Box>
        </>
      )}
      {page && page.totalCount > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('contacts.count', { count: page.totalCount })}
          </Text>
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={state.page}
              onChange={(next) => setState({ ...state, page: next })}
              getControlProps={(control) => ({ 'aria-label': t(`tenders.list.page.${control}`) })}
            />
          ) : null}
        </Group>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('contacts.remove.title', { name: removing?.userName ?? '' })}
        message={t('contacts.remove.text')}
        confirmLabel={t('contacts.remove.confirm')}
        isDestructive
        isPending={remove.isPending}
        failure={remove.isError ? errorText(t, remove.error) : null}
        onConfirm={handleRemove}
        onClose={closeRemove}
      />
    </Stack>
  );
}
