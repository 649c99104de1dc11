// /activation-email?user&token: confirms the contact e-mail entered in a profile.
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useActivateContactEmail } from '../api/activate-contact-email.ts';
import { LinkOutcome } from '@/components/link-outcome.tsx';

export function ActivationEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.activationEmail.title'));
  const [searchParams] = useSearchParams();
  const user = searchParams.get('user') ?? '';
  const token = searchParams.get('token') ?? '';
  const isLinkComplete = Boolean(user && token);
  const confirmation = useActivateContactEmail({ user, token }, isLinkComplete);

  const homeButton = (
    <Button component={Link} to={paths.home.getHref()}>
      {t('auth.common.goHome')}
    </Button>
  );

  return (
    <FormCard>
      <LinkOutcome
        status={isLinkComplete ? confirmation.status : 'error'}
        pendingText={t('auth.activationEmail.pending')}
        success={{
          title: t('auth.activationEmail.successTitle'),
          text: t('auth.activationEmail.successText'),
          actions: homeButton,
        }}
        failure={{
          title: t('auth.activationEmail.failureTitle'),
          text: isLinkComplete
            ? errorText(t, confirmation.error, 'messages.invalidToken')
            : t('messages.invalidToken'),
          actions: homeButton,
        }}
      />
    </FormCard>
  );
}
