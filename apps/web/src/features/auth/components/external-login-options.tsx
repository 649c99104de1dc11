// The external login choices of the login and register pages: nothing when no provider is
// configured (the default), else the provider buttons, whose code loads only then.
import { lazy, Suspense } from 'react';
import { useExternalLogins } from '../api/external-logins.ts';

const ExternalLoginButtons = lazy(async () => ({
  default: (await import('./external-login-buttons.tsx')).ExternalLoginButtons,
}));

type ExternalLoginOptionsProps = {
  /** The app path to continue at after signing in. */
  returnTo?: string;
};

export function ExternalLoginOptions({ returnTo }: ExternalLoginOptionsProps) {
  const providers = useExternalLogins(returnTo);
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ExternalLoginButtons providers={providers} />
    </Suspense>
  );
}
