// /register: create an account (optionally from an auction invitation, ?tenderId), then check the mail.
import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { ExternalLoginOptions } from '../components/external-login-options.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (user && !registeredEmail) return <Navigate to={paths.home.getHref()} replace />;

  if (registeredEmail) {
    return (
      <FormCard>
        <ResultScreen
          tone="success"
          title={t('auth.register.successTitle')}
          actions={
            <Button component={Link} to={paths.auth.login.getHref()}>
              {t('auth.common.goToLogin')}
            </Button>
          }
        >
          {t('auth.register.successText', { email: registeredEmail })}
        </ResultScreen>
      </FormCard>
    );
  }

  return (
    <FormCard>
      <PageTitle title={t('auth.register.title')} description={t('auth.register.subtitle')} />
      <RegisterForm tenderId={searchParams.get('tenderId')} onRegistered={setRegisteredEmail} />
      <ExternalLoginOptions />
      <Text size="sm" mt="lg" ta="center">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.auth.login.getHref()}>
          {t('auth.register.loginLink')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
