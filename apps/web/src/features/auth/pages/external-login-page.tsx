// /token: where the server sends the browser back from an external login provider (spec §2).
// With #externalToken=… it signs a known user in, or shows the finish-registration form to a
// first-time user; with ?error=… it shows one of the spec's three external-login failures.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { LinkOutcome } from '@/components/link-outcome.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths, safeReturnTo } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { redeemExternalToken, useExternalTokenCheck } from '../api/check-external-token.ts';
import { ExternalLoginFailure } from '../components/external-login-failure.tsx';
import { ExternalRegisterForm } from '../components/external-register-form.tsx';

type Landing = { externalToken: string | null; returnTo: string; error: string | null };

function readLanding(search: string, hash: string): Landing {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    externalToken: fragment.get('externalToken'),
    returnTo: safeReturnTo(fragment.get('returnTo'), paths.home.getHref()),
    error: new URLSearchParams(search).get('error'),
  };
}

/** After registering: signed in (the provider's own e-mail), mail sent, or a failure code. */
type Registration =
  | { outcome: 'signedIn' }
  | { outcome: 'activationSent'; email: string }
  | { outcome: 'failed'; code: string | null };

export function ExternalLoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.external.title'));
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the ticket is then taken out of the address bar and the history.
  const [landing] = useState(() => readLanding(location.search, location.hash));
  useEffect(() => {
    if (location.hash) navigate({ search: location.search, hash: '' }, { replace: true });
  }, [location.hash, location.search, navigate]);

  const externalToken = landing.error ? null : landing.externalToken;
  const check = useExternalTokenCheck(externalToken);
  const [registration, setRegistration] = useState<Registration | null>(null);

  if (!externalToken || check.isError) {
    const code = externalToken ? errorCodeOf(check.error) : landing.error;
    return (
      <FormCard>
        <ExternalLoginFailure code={code} />
      </FormCard>
    );
  }
  if (check.data?.status === 'signedIn' || registration?.outcome === 'signedIn') {
    return <Navigate to={landing.returnTo} replace />;
  }
  if (registration?.outcome === 'failed') {
    return (
      <FormCard>
        <ExternalLoginFailure code={registration.code} />
      </FormCard>
    );
  }
  if (registration?.outcome === 'activationSent') {
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
          {t('auth.register.successText', { email: registration.email })}
        </ResultScreen>
      </FormCard>
    );
  }
  if (check.data?.status === 'register') {
    const { provider, email: providerEmail } = check.data;
    const handleRegistered = async (email: string) => {
      if (!providerEmail || providerEmail !== email.toLowerCase()) {
        setRegistration({ outcome: 'activationSent', email });
        return;
      }
      // The provider's own verified address: the account is active, so the same ticket signs in.
      try {
        const reply = await redeemExternalToken(externalToken);
        setRegistration(
          reply.status === 'signedIn'
            ? { outcome: 'signedIn' }
            : { outcome: 'activationSent', email },
        );
      } catch (error) {
        setRegistration({ outcome: 'failed', code: errorCodeOf(error) });
      }
    };
    return (
      <FormCard>
        <PageTitle
          title={t('auth.external.register.title')}
          description={t(
            providerEmail
              ? 'auth.external.register.subtitle'
              : 'auth.external.register.subtitleNoEmail',
            { provider },
          )}
        />
        <ExternalRegisterForm
          externalToken={externalToken}
          provider={provider}
          providerEmail={providerEmail}
          onRegistered={handleRegistered}
        />
      </FormCard>
    );
  }
  return (
    <FormCard>
      <LinkOutcome
        status="pending"
        pendingText={t('auth.external.checking')}
        failure={{ title: '', text: '' }}
      />
    </FormCard>
  );
}

const errorCodeOf = (error: unknown) => (isApiError(error) ? error.code : null);
