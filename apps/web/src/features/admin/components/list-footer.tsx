// The count and the page switcher under an admin list.
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';

type ListFooterProps = {
  totalCount: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
};

export function ListFooter({ totalCount, pageSize, page, onPage }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('admin.common.total', { count: totalCount })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          // The previous and next arrows have no text: their names (axe button-name).
          getControlProps={(control) => ({ 'aria-label': t(`tenders.list.page.${control}`) })}
        />
      ) : null}
    </Group>
  );
}
