// /newsletter/confirm?token: the double opt-in link of the newsletter mail.
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { confirmNewsletterQueryOptions } from '../api/mail-calls.ts';

export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t('mail.newsletterConfirm.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const confirmation = useQuery({ ...confirmNewsletterQueryOptions(token), enabled: !!token });

  const homeButton = (
    <Button component={Link} to={paths.home.getHref()}>
      {t('auth.common.goHome')}
    </Button>
  );

  return (
    <FormCard>
      <LinkOutcome
        status={token ? confirmation.status : 'error'}
        pendingText={t('mail.newsletterConfirm.pending')}
        success={{
          title: t('mail.newsletterConfirm.successTitle'),
          text: t('mail.newsletterConfirm.successText'),
          actions: homeButton,
        }}
        failure={{
          title: t('mail.newsletterConfirm.failureTitle'),
          text: token
            ? errorText(t, confirmation.error, 'messages.invalidToken')
            : t('messages.invalidToken'),
          actions: homeButton,
        }}
      />
    </FormCard>
  );
}
