// /login: sign in, then go back to where the visitor was sent from (?returnTo).
import { Anchor, Group, Text } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths, safeReturnTo } from '@/config/paths.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { ExternalLoginOptions } from '../components/external-login-options.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** What the app leaves in the location's state when it sends a user to log in again. */
export type LoginState = { sessionLost?: boolean };

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  // Sent here because the session could not be renewed (api-client-wiring): spec §8's message.
  const isSessionLost = (useLocation().state as LoginState | null)?.sessionLost === true;
  const returnTo = safeReturnTo(searchParams.get('returnTo'), paths.home.getHref());

  if (user) return <Navigate to={returnTo} replace />;

  return (
    <FormCard>
      <PageTitle title={t('auth.login.title')} description={t('auth.login.subtitle')} />
      <LoginForm
        onSuccess={() => navigate(returnTo, { replace: true })}
        initialFailure={isSessionLost ? t('messages.authenticationFailed') : null}
      />
      <ExternalLoginOptions returnTo={returnTo} />
      <Group justify="space-between" mt="lg" gap="xs">
        <Anchor component={Link} to={paths.auth.forgotPasswordRequest.getHref()} size="sm">
          {t('auth.login.forgotPassword')}
        </Anchor>
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.auth.register.getHref()}>
            {t('auth.login.registerLink')}
          </Anchor>
        </Text>
      </Group>
    </FormCard>
  );
}
