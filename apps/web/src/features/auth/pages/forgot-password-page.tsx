// /forgot-password/:token: checks the reset link, then lets the user choose a new password.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useCheckResetToken } from '../api/check-reset-token.ts';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetPassword.title'));
  const { token = '' } = useParams();
  const tokenCheck = useCheckResetToken(token);
  const [isDone, setIsDone] = useState(false);

  const loginButton = (
    <Button component={Link} to={paths.auth.login.getHref()}>
      {t('auth.common.goToLogin')}
    </Button>
  );

  if (isDone) {
    return (
      <FormCard>
        <ResultScreen
          tone="success"
          title={t('auth.resetPassword.successTitle')}
          actions={loginButton}
        >
          {t('auth.resetPassword.successText')}
        </ResultScreen>
      </FormCard>
    );
  }

  if (tokenCheck.status !== 'success') {
    return (
      <FormCard>
        <LinkOutcome
          status={tokenCheck.status}
          pendingText={t('auth.resetPassword.checking')}
          failure={{
            title: t('auth.resetPassword.invalidTitle'),
            text: t('messages.invalidToken'),
            actions: (
              <Button component={Link} to={paths.auth.forgotPasswordRequest.getHref()}>
                {t('auth.resetPassword.requestAgain')}
              </Button>
            ),
          }}
        />
      </FormCard>
    );
  }

  return (
    <FormCard>
      <PageTitle
        title={t('auth.resetPassword.title')}
        description={t('auth.resetPassword.subtitle')}
      />
      <ResetPasswordForm token={token} onDone={() => setIsDone(true)} />
    </FormCard>
  );
}
