// The wiki categories: add, rename and remove (a category with questions is kept by the server).
import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TWikiCategory } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useRemoveCategory, useSaveCategory } from '../api/wiki.ts';

export function WikiCategoriesCard({ categories }: { categories: TWikiCategory[] }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const remove = useRemoveCategory();
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const onError = (error: unknown) => notifyError(errorText(t, error));
  const onSaved = () => notifySuccess(t('admin.common.saved'));

  return (
    <Card>
      <Text fw={700} mb="sm">
        {t('admin.wiki.categories')}
      </Text>
      <Stack gap="xs">
        {categories.map((category) =>
          renaming?.id === category.id ? (
            <form
              key={category.id}
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate(renaming, { onSuccess: () => (setRenaming(null), onSaved()), onError });
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={t('admin.wiki.categoryName')}
                  value={renaming.name}
                  onChange={(event) =>
                    setRenaming({ id: category.id, name: event.currentTarget.value })
                  }
                  flex={1}
                  autoFocus
                />
                <ActionIcon
                  type="submit"
                  aria-label={t('admin.common.save')}
                  loading={save.isPending}
                >
                  <IconCheck size={16} />
                </ActionIcon>
              </Group>
            </form>
          ) : (
            <Group key={category.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{category.name}</Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('admin.common.edit')} ${category.name}`}
                  onClick={() => setRenaming(category)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('admin.wiki.removeCategory')} ${category.name}`}
                  onClick={() => remove.mutate(category.id, { onSuccess: onSaved, onError })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ),
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!newName.trim()) return;
            save.mutate(
              { name: newName.trim() },
              { onSuccess: () => (setNewName(''), onSaved()), onError },
            );
          }}
        >
          <Group gap="xs" wrap="nowrap" mt="xs">
            <TextInput
              aria-label={t('admin.wiki.categoryName')}
              placeholder={t('admin.wiki.categoryName')}
              value={newName}
              onChange={(event) => setNewName(event.currentTarget.value)}
              flex={1}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={!newName.trim()}
            >
              {t('admin.wiki.addCategory')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
