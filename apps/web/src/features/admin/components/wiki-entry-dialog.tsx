// Adds or edits a wiki question: the question, its category and a Markdown answer with a preview.
import { useState } from 'react';
import {
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { TWikiCategory, TWikiEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { Markdown } from '@/components/markdown.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSaveEntry } from '../api/wiki.ts';

type WikiEntryDialogProps = {
  entry: TWikiEntry | null;
  categories: TWikiCategory[];
  onClose: () => void;
};

export function WikiEntryDialog({ entry, categories, onClose }: WikiEntryDialogProps) {
  const { t } = useTranslation();
  const save = useSaveEntry();
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(
    String(entry?.categoryId ?? categories[0]?.id ?? ''),
  );
  const isComplete = question.trim() !== '' && answer.trim() !== '' && Boolean(categoryId);

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={entry ? t('admin.wiki.editQuestion') : t('admin.wiki.addQuestion')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending || !isComplete) return;
          const body = { question, answer, categoryId: Number(categoryId) };
          save.mutate(entry ? { ...body, id: entry.id } : body, {
            onSuccess: () => {
              notifySuccess(t('admin.common.saved'));
              onClose();
            },
          });
        }}
      >
        <Stack>
          <FormFailure message={failureText(t, save)} />
          <TextInput
            label={t('admin.wiki.question')}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            required
            data-autofocus
          />
          <Select
            label={t('admin.wiki.category')}
            data={categories.map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
            value={categoryId}
            onChange={setCategoryId}
            allowDeselect={false}
            required
          />
          <Textarea
            label={t('admin.wiki.answer')}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            autosize
            minRows={5}
            required
          />
          {answer.trim() ? (
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed" mb={4}>
                {t('admin.wiki.preview')}
              </Text>
              <Markdown source={answer} />
            </Card>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!isComplete}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
