// The owner's questions panel: every supplier question, unanswered first, each with an answer
// form; an answer goes to every invited or taking-part supplier.
import { Badge, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { TQuestion } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { QuestionList } from '@/components/question-list.tsx';
import { QuestionTextForm } from '@/components/question-text-form.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAnswerQuestion, useQuestions } from '@/lib/questions-api.ts';

function AnswerForm({ tenderId, question }: { tenderId: string; question: TQuestion }) {
  const { t } = useTranslation();
  const answer = useAnswerQuestion(tenderId);
  return (
    <QuestionTextForm
      label={t('questions.answerLabel')}
      maxLength={4000}
      submitLabel={t('questions.answerSend')}
      isPending={answer.isPending}
      onSubmit={(text) =>
        answer.mutate(
          { questionId: question.id, answer: text },
          {
            onSuccess: () => notifySuccess(t('questions.answerSent')),
            onError: (error) => notifyError(errorText(t, error)),
          },
        )
      }
    />
  );
}

export function OwnerQuestions({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation();
  const questions = useQuestions(tenderId);
  const list = [...(questions.data ?? [])].sort(
    (first, second) => Number(Boolean(first.answer)) - Number(Boolean(second.answer)),
  );
  const open = list.filter((question) => !question.answer).length;
  return (
    <Card component="section" aria-labelledby="owner-questions-title">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} fz="h4" id="owner-questions-title">
            {t('questions.title')}
          </Title>
          {open > 0 ? (
            <Badge color="orange" variant="light">
              {t('questions.openCount', { count: open })}
            </Badge>
          ) : null}
        </Group>
        {questions.isPending ? (
          <Skeleton h={60} />
        ) : (
          <QuestionList
            questions={list}
            emptyText={t('questions.ownerEmpty')}
            renderUnanswered={(question) => <AnswerForm tenderId={tenderId} question={question} />}
          />
        )}
      </Stack>
    </Card>
  );
}
