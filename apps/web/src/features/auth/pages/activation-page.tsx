// /activation?user&token: activates a new account from the link of the activation mail.
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CHOOSE_PASSWORD_CODE } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { useActivateAccount } from '../api/activate-account.ts';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export function ActivationPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.activation.title'));
  const [searchParams] = useSearchParams();
  const user = searchParams.get('user') ?? '';
  const token = searchParams.get('token') ?? '';
  const isLinkComplete = Boolean(user && token);
  const activation = useActivateAccount({ user, token }, isLinkComplete);

  const loginButton = (
    <Button component={Link} to={paths.auth.login.getHref()}>
      {t('auth.common.goToLogin')}
    </Button>
  );

  // Invitations wait for this address: its password is chosen through the link just mailed, so
  // this is a next step to take, not a failure, and there is nothing to log in with yet.
  if (isApiError(activation.error) && activation.error.code === CHOOSE_PASSWORD_CODE) {
    return (
      <FormCard>
        <ResultScreen tone="info" title={t('auth.activation.choosePasswordTitle')}>
          {errorText(t, activation.error, 'messages.choosePasswordToActivate')}
        </ResultScreen>
      </FormCard>
    );
  }

  return (
    <FormCard>
      <LinkOutcome
        status={isLinkComplete ? activation.status : 'error'}
        pendingText={t('auth.activation.pending')}
        success={{
          title: t('auth.activation.successTitle'),
          text: t('auth.activation.successText'),
          actions: loginButton,
        }}
        failure={{
          title: t('auth.activation.failureTitle'),
          text: isLinkComplete
            ? errorText(t, activation.error, 'messages.invalidToken')
            : t('messages.invalidToken'),
          actions: loginButton,
        }}
      />
    </FormCard>
  );
}
