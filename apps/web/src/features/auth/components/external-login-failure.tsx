// The spec's three external-login failures (§8): not activated (an activation link was sent),
// not authenticated (log in with the password first), and external login not working.
import { Button } from '@mantine/core';
import { ExternalLoginErrors, externalLoginErrorMessage } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { translateMessage } from '@/lib/i18n.ts';

const titleKeys = {
  [ExternalLoginErrors.notActivated]: 'auth.external.failure.notActivated',
  [ExternalLoginErrors.notAuthenticated]: 'auth.external.failure.notAuthenticated',
  [ExternalLoginErrors.notWorking]: 'auth.external.failure.notWorking',
} as const;

/** `code` is the server's error code; anything else counts as "not working". */
export function ExternalLoginFailure({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation();
  const knownCode =
    code === ExternalLoginErrors.notActivated || code === ExternalLoginErrors.notAuthenticated
      ? code
      : ExternalLoginErrors.notWorking;
  return (
    <ResultScreen
      tone={knownCode === ExternalLoginErrors.notActivated ? 'info' : 'error'}
      title={t(titleKeys[knownCode])}
      actions={
        <Button component={Link} to={paths.auth.login.getHref()}>
          {t('auth.common.goToLogin')}
        </Button>
      }
    >
      {translateMessage(t, externalLoginErrorMessage(knownCode))}
    </ResultScreen>
  );
}
