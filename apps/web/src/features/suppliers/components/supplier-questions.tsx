// Clarification questions for the supplier: ask the buyer privately; answers are shared with every
// supplier, and the supplier's own questions show whether answered or not.
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { TenderStatus, canAskQuestions, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { QuestionList } from '@/components/question-list.tsx';
import { QuestionTextForm } from '@/components/question-text-form.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAskQuestion, useQuestions } from '@/lib/questions-api.ts';

function AskForm({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation();
  const ask = useAskQuestion(tenderId);
  return (
    <QuestionTextForm
      label={t('questions.askLabel')}
      description={t('questions.askHint')}
      maxLength={2000}
      submitLabel={t('questions.askSend')}
      submitVariant="light"
      isPending={ask.isPending}
      onSubmit={(text, clear) =>
        ask.mutate(text, {
          onSuccess: () => {
            clear();
            notifySuccess(t('questions.asked'));
          },
          onError: (error) => notifyError(errorText(t, error)),
        })
      }
    />
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
