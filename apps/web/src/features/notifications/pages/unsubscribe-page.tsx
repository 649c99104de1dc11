// /unsubscribe?user&category&token: a mail's unsubscribe line. Nothing happens until the button is
// pressed, because mail scanners open links on their own.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ZUnsubscribeRequest } from '@tendermark/shared';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { unsubscribe } from '../api/mail-calls.ts';
import { categoryLabelKey } from '../components/email-preferences-card.tsx';

export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('mail.unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const link = ZUnsubscribeRequest.safeParse(Object.fromEntries(searchParams));
  const request = useMutation({ mutationFn: unsubscribe });

  const manageButton = (
    <Button component={Link} to={paths.profile.emailHref} variant="default">
      {t('mail.unsubscribe.manage')}
    </Button>
  );

  if (!link.success || request.isError)
    return (
      <FormCard>
        <ResultScreen
          tone="error"
          title={t('mail.unsubscribe.failureTitle')}
          actions={manageButton}
        >
          {link.success
            ? errorText(t, request.error, 'messages.invalidUnsubscribeLink')
            : t('messages.invalidUnsubscribeLink')}
        </ResultScreen>
      </FormCard>
    );

  const category = t(categoryLabelKey(link.data.category));
  if (request.isSuccess)
    return (
      <FormCard>
        <ResultScreen tone="success" title={t('mail.unsubscribe.doneTitle')} actions={manageButton}>
          {t('mail.unsubscribe.doneText', { category })}
        </ResultScreen>
      </FormCard>
    );

  return (
    <FormCard>
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t('mail.unsubscribe.question', { category })}
        </Title>
        <Text c="dimmed">{t('mail.unsubscribe.explanation')}</Text>
        <Button loading={request.isPending} onClick={() => request.mutate(link.data)}>
          {t('mail.unsubscribe.confirm')}
        </Button>
      </Stack>
    </FormCard>
  );
}
