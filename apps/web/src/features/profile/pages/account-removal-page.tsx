// /account-removal?token=…: the mailed link's confirmation. Deleting erases the account
// (DeleteProfile), ends the session in this browser and shows the outcome; the server has signed
// the user out everywhere else. A link that was used or has expired says so, without the button.
import { useState } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { FormFailure } from '@/components/form-failure.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { endSessionLocally } from '@/lib/auth/session.ts';
import { isApiError } from '@/lib/api-error.ts';
import { failureText } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useDeleteProfile, useRemovalTokenCheck } from '../api/account-removal.ts';

const isInvalidLink = (error: unknown) => isApiError(error) && error.code === 'invalid_token';

export function AccountRemovalPage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.removal.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const removal = useDeleteProfile();
  const check = useRemovalTokenCheck(token);
  // Kept here: ending the session clears the query client, and the mutation's state with it.
  const [isDeleted, setDeleted] = useState(false);

  const handleConfirm = async () => {
    try {
      await removal.mutateAsync(token);
    } catch {
      return; // shown from the mutation's error
    }
    // The account is gone: forget the session here too (the server has revoked it).
    endSessionLocally();
    setDeleted(true);
  };

  if (isDeleted)
    return (
      <FormCard>
        <ResultScreen
          tone="success"
          title={t('profile.removal.doneTitle')}
          actions={
            <Button component={Link} to={paths.auth.register.getHref()}>
              {t('shell.register')}
            </Button>
          }
        >
          {t('profile.removal.doneText')}
        </ResultScreen>
      </FormCard>
    );

  if (!token)
    return (
      <FormCard>
        <ResultScreen tone="error" title={t('profile.removal.failureTitle')}>
          {t('profile.removal.missingToken')}
        </ResultScreen>
      </FormCard>
    );

  if (isInvalidLink(check.error) || isInvalidLink(removal.error))
    return (
      <FormCard>
        <ResultScreen
          tone="error"
          title={t('profile.removal.usedTitle')}
          actions={
            <Button component={Link} to={paths.profile.getHref()}>
              {t('profile.removal.toProfile')}
            </Button>
          }
        >
          {t('profile.removal.usedText')}
        </ResultScreen>
      </FormCard>
    );

  if (check.isPending)
    return (
      <FormCard>
        <Stack align="center" py="xl">
          <Loader role="status" aria-label={t('profile.removal.pageTitle')} />
        </Stack>
      </FormCard>
    );

  return (
    <FormCard>
      <Stack gap="md">
        <Text component="h1" fw={700} fz="h3" m={0}>
          {t('profile.removal.pageTitle')}
        </Text>
        <Text>{t('profile.removal.confirmText')}</Text>
        <FormFailure message={failureText(t, removal) ?? failureText(t, check)} />
        <Button color="red" loading={removal.isPending} onClick={() => void handleConfirm()}>
          {t('profile.removal.confirm')}
        </Button>
        <Button variant="subtle" component={Link} to={paths.home.getHref()}>
          {t('auth.common.goHome')}
        </Button>
      </Stack>
    </FormCard>
  );
}
