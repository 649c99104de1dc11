// /wiki: the public guide (no login needed): topics, a search, and questions with their answers.
import { useMemo, useState } from 'react';
import {
  Accordion,
  Alert,
  Card,
  Chip,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { Markdown } from '@/components/markdown.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { errorText } from '@/lib/i18n.ts';
import { useWiki } from '@/lib/wiki-api.ts';

const ALL = 'all';

export function WikiPage() {
  const { t } = useTranslation();
  const wiki = useWiki();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);

  const entries = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (wiki.data?.entries ?? []).filter(
      (entry) =>
        (category === ALL || String(entry.categoryId) === category) &&
        words.every((word) => `${entry.question}\n${entry.answer}`.toLowerCase().includes(word)),
    );
  }, [wiki.data, search, category]);
  const categories = (wiki.data?.categories ?? []).filter((candidate) =>
    entries.some((entry) => entry.categoryId === candidate.id),
  );

  return (
    <>
      <PageTitle title={t('wiki.title')} description={t('wiki.description')} />
      <Stack gap="md">
        <TextInput
          aria-label={t('wiki.search')}
          placeholder={t('wiki.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={480}
        />
        <Chip.Group multiple={false} value={category} onChange={setCategory}>
          <Group gap="xs">
            <Chip value={ALL}>{t('wiki.allCategories')}</Chip>
            {(wiki.data?.categories ?? []).map((candidate) => (
              <Chip key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {wiki.isPending ? <Skeleton height={200} /> : null}
        {wiki.isError ? <Alert color="red">{errorText(t, wiki.error)}</Alert> : null}
        {wiki.data && entries.length === 0 ? <Text c="dimmed">{t('wiki.empty')}</Text> : null}
        {categories.map((candidate) => (
          <Card key={candidate.id} padding="md">
            <Text component="h2" fw={700} fz="lg" mb="xs">
              {candidate.name}
            </Text>
            <Accordion variant="separated" multiple>
              {entries
                .filter((entry) => entry.categoryId === candidate.id)
                .map((entry) => (
                  <Accordion.Item key={entry.id} value={String(entry.id)}>
                    <Accordion.Control>{entry.question}</Accordion.Control>
                    <Accordion.Panel>
                      <Markdown source={entry.answer} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
            </Accordion>
          </Card>
        ))}
      </Stack>
    </>
  );
}
