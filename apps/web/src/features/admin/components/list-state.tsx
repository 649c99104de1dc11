// What an admin list shows instead of rows: skeletons while loading, the failure, or an empty note.
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';

type ListStateProps = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
};

/** Null when the rows should show. */
export function ListState({ query, isEmpty }: ListStateProps) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Stack gap="xs">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  if (query.isError) return <Alert color="red">{errorText(t, query.error)}</Alert>;
  if (isEmpty)
    return (
      <Text c="dimmed" py="lg" ta="center">
        {t('admin.common.empty')}
      </Text>
    );
  return null;
}
