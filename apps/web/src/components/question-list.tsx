// Clarification questions with their answers; the owner's view passes an answer form for the
// unanswered ones.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TQuestion } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { RelativeTime } from './date-time.tsx';

type QuestionListProps = {
  questions: readonly TQuestion[];
  emptyText: string;
  /** Shown under an unanswered question (the owner's answer form). */
  renderUnanswered?: (question: TQuestion) => ReactNode;
};

export function QuestionList({ questions, emptyText, renderUnanswered }: QuestionListProps) {
  const { t } = useTranslation();
  if (questions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {questions.map((question) => (
        <Paper key={question.id} withBorder p="sm" component="li">
          <Stack gap={6}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs">
                {question.askedBy ? (
                  <Text size="xs" fw={600}>
                    {question.askedBy}
                  </Text>
                ) : null}
                {question.isMine ? (
                  <Badge size="xs" variant="light">
                    {t('questions.yours')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                <RelativeTime value={question.askedDate} />
              </Text>
            </Group>
            <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
              {question.question}
            </Text>
            {question.answer ? (
              <Stack
                gap={2}
                pl="sm"
                style={{ borderLeft: '3px solid var(--mantine-color-teal-6)' }}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {question.answer}
                </Text>
                {question.answeredDate ? (
                  <Text size="xs" c="dimmed">
                    {t('questions.answered')} <RelativeTime value={question.answeredDate} />
                  </Text>
                ) : null}
              </Stack>
            ) : (
              (renderUnanswered?.(question) ?? (
                <Text size="xs" c="dimmed">
                  {t('questions.notAnswered')}
                </Text>
              ))
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
