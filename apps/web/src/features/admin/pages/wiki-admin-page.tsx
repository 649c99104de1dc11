// /admin/wiki: categories and questions of the public guide.
import { useState } from 'react';
import {
  Accordion,
  ActionIcon,
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Text,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TWikiEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Markdown } from '@/components/markdown.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { errorText, failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useWiki } from '@/lib/wiki-api.ts';
import { useDeleteEntry } from '../api/wiki.ts';
import { WikiCategoriesCard } from '../components/wiki-categories-card.tsx';
import { WikiEntryDialog } from '../components/wiki-entry-dialog.tsx';

export function WikiAdminPage() {
  const { t } = useTranslation();
  const wiki = useWiki();
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<TWikiEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TWikiEntry | null>(null);
  const categories = wiki.data?.categories ?? [];

  return (
    <>
      <PageTitle title={t('admin.wiki.title')} description={t('admin.wiki.description')} />
      {wiki.isError ? <Alert color="red">{errorText(t, wiki.error)}</Alert> : null}
      {wiki.isPending ? <Skeleton height={300} /> : null}
      {wiki.data ? (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <WikiCategoriesCard categories={categories} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card>
              <Group justify="space-between" mb="sm">
                <Text fw={700}>{t('admin.wiki.questions')}</Text>
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setEditing('new')}
                  disabled={categories.length === 0}
                >
                  {t('admin.wiki.addQuestion')}
                </Button>
              </Group>
              <Accordion variant="separated">
                {wiki.data.entries.map((entry) => (
                  <Accordion.Item key={entry.id} value={String(entry.id)}>
                    <Group wrap="nowrap" gap={4} pr="xs">
                      <Accordion.Control>
                        <Text size="sm" fw={500}>
                          {entry.question}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {categories.find((category) => category.id === entry.categoryId)?.name}
                        </Text>
                      </Accordion.Control>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('admin.common.edit')} ${entry.question}`}
                        onClick={() => setEditing(entry)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('admin.common.delete')} ${entry.question}`}
                        onClick={() => setDeleting(entry)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    <Accordion.Panel>
                      <Markdown source={entry.answer} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Card>
          </Grid.Col>
        </Grid>
      ) : null}
      {editing ? (
        <WikiEntryDialog
          entry={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.wiki.deleteTitle')}
        message={t('admin.wiki.deleteText', { question: deleting?.question ?? '' })}
        confirmLabel={t('admin.common.delete')}
        isDestructive
        isPending={remove.isPending}
        failure={failureText(t, remove)}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
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
