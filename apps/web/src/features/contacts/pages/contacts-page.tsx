// /contacts/my: the user's contacts with paging, sorting and a filter kept in the URL, adding by
// e-mail, renaming in place and removal.
import { useState } from 'react';
import { Card, Group, Select, Stack, Title } from '@mantine/core';
import type { TContact } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ListFooter, PagedListBody, pageCountOf } from '@/components/paged-list.tsx';
import { useContacts } from '@/lib/contacts-api.ts';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { sortBy, useListState } from '@/lib/url-list-state.ts';
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

  const page = contacts.data;
  const pageCount = page ? pageCountOf(page.totalCount, Number(state.extra.size)) : 1;

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
        <ListSearchField
          label={t('contacts.search')}
          initialValue={state.search}
          width={{ base: '100%', sm: 320 }}
          onSearch={(search) => setState({ ...state, search, page: 1 })}
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
      <PagedListBody
        list={contacts}
        emptyTitle={state.search ? t('contacts.noMatchTitle') : t('contacts.emptyTitle')}
        emptyText={state.search ? t('contacts.noMatchText') : t('contacts.emptyText')}
        renderTable={(items) => (
          <ContactsTable
            contacts={items}
            state={state}
            onSort={(column) => setState(sortBy(state, column))}
            onRemove={setRemoving}
          />
        )}
        renderCards={(items) => <ContactsCards contacts={items} onRemove={setRemoving} />}
      />
      {page && page.totalCount > 0 ? (
        <ListFooter
          countText={t('contacts.count', { count: page.totalCount })}
          page={state.page}
          pageCount={pageCount}
          onPageChange={(next) => setState({ ...state, page: next })}
        />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('contacts.remove.title', { name: removing?.userName ?? '' })}
        message={t('contacts.remove.text')}
        confirmLabel={t('contacts.remove.confirm')}
        isDestructive
        isPending={remove.isPending}
        failure={failureText(t, remove)}
        onConfirm={handleRemove}
        onClose={closeRemove}
      />
    </Stack>
  );
}
