// The signed-in user's saved searches: each runs again from its link and can be deleted.
import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TSavedSearch } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { stateFromSavedSearch } from '../model/saved-search-state.ts';
import { writeSearchState } from '../model/search-state.ts';

function SavedSearchRow({ saved }: { saved: TSavedSearch }) {
  const { t } = useTranslation();
  const remove = useDeleteSavedSearch();
  const href = paths.search.public.getHref(
    writeSearchState(stateFromSavedSearch(saved)).toString(),
  );
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={href}
          size="sm"
          fw={500}
          truncate
          aria-label={t('search.saved.run', { name: saved.name })}
        >
          {saved.name}
        </Anchor>
        <Badge size="xs" variant="light" color="gray">
          {t(`search.saved.kind.${saved.kind}`)}
        </Badge>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('search.saved.deleteOf', { name: saved.name })}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(saved.id, {
            onSuccess: () => notifySuccess(t('search.saved.deleted', { name: saved.name })),
            onError: (error) => notifyError(errorText(t, error)),
          })
        }
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

export function SavedSearchesPanel() {
  const { t } = useTranslation();
  const saved = useSavedSearches({ enabled: true });
  return (
    <Card component="section" aria-labelledby="saved-searches-title" h="100%">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="saved-searches-title">
          {t('search.saved.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('search.saved.text')}
        </Text>
        {saved.isError ? (
          <Text size="sm" c="red">
            {errorText(t, saved.error)}
          </Text>
        ) : !saved.data ? (
          <Stack gap="xs" aria-busy>
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : saved.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('search.saved.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {saved.data.map((entry) => (
              <SavedSearchRow key={entry.id} saved={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
