// /activation?user&token: activates a new account from the link of the activation mail.
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card.tsx';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/i18n.ts';
import { useActivateAccount } from '../api/activate-account.ts';
import { LinkOutcome } from '../../../components/link-outcome.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

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
