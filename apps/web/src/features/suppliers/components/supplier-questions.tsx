// Clarification questions for the supplier: ask the buyer privately; answers are shared with every
// supplier, and the supplier's own questions show whether answered or not.
import { useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { TenderStatus, canAskQuestions, type TTender } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { QuestionList } from '../../../components/question-list.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAskQuestion, useQuestions } from '../../../lib/questions-api.ts';

function AskForm({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation();
  const ask = useAskQuestion(tenderId);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    if (!text.trim()) {
      setFieldError(t('messages.required'));
      return;
    }
    ask.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        notifySuccess(t('questions.asked'));
      },
      onError: (error) => notifyError(errorText(t, error)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t('questions.askLabel')}
          description={t('questions.askHint')}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          error={fieldError}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={ask.isPending}>
            {t('questions.askSend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const CLOSED_STATUSES: number[] = [TenderStatus.ENDED, TenderStatus.CANCELED, TenderStatus.FREEZE];

export function SupplierQuestions({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const questions = useQuestions(tender.tenderId);
  const status = tender.suppliers[0]?.status.id;
  const canAsk = canAskQuestions(status) && !CLOSED_STATUSES.includes(tender.tenderStatus);
  return (
    <Card component="section" aria-labelledby="supplier-questions-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="supplier-questions-title">
          {t('questions.title')}
        </Title>
        {canAsk ? <AskForm tenderId={tender.tenderId} /> : null}
        {questions.isPending ? (
          <Skeleton h={60} />
        ) : (
          <QuestionList questions={questions.data ?? []} emptyText={t('questions.supplierEmpty')} />
        )}
      </Stack>
    </Card>
  );
}
