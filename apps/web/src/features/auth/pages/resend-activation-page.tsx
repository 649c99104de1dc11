// /resend-activation?email: ask for a new activation link (the login's "not activated" answer
// links here). The reply never reveals whether an account exists or waits for activation.
import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { ZForgotPasswordRequestForm } from '@tendermark/shared';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ResultScreen } from '../../../components/result-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { AuthForm, EmailField } from '../components/auth-form.tsx';
import { isChallengeRequired, useChallenge } from '../components/challenge-field.tsx';

export function ResendActivationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const resend = useResendActivation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const challenge = useChallenge();

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZForgotPasswordRequestForm,
    initialValues: { userName: searchParams.get('email') ?? '' },
    onSubmit: async ({ userName }) => {
      setFailure(null);
      if (challenge.isPending) {
        setFailure(t('messages.captcha'));
        return;
      }
      const email = userName.trim();
      try {
        await resend.mutateAsync({ userName: email, altcha: challenge.payload });
      } catch (error) {
        challenge.settle(error);
        // Asked for the challenge: solve it and send again. Any other answer reads as sent, so
        // that the form cannot be used to probe accounts.
        if (isChallengeRequired(error)) {
          setFailure(t('messages.captcha'));
          return;
        }
      }
      setSentTo(email);
    },
  });

  const backToLogin = (
    <Button component={Link} to={paths.auth.login.getHref()}>
      {t('auth.common.goToLogin')}
    </Button>
  );

  if (sentTo)
    return (
      <FormCard>
        <ResultScreen
          tone="info"
          title={t('auth.resendActivation.sentTitle')}
          actions={backToLogin}
        >
          {t('auth.resendActivation.sentText', { email: sentTo })}
        </ResultScreen>
      </FormCard>
    );

  return (
    <FormCard>
      <PageTitle
        title={t('auth.resendActivation.title')}
        description={t('auth.resendActivation.subtitle')}
      />
      <AuthForm
        label={t('auth.resendActivation.formLabel')}
        failure={challenge.visibleFailure(failure)}
        submitLabel={t('auth.resendActivation.submit')}
        isSubmitting={isSubmitting}
        onSubmit={handleSubmit}
      >
        <EmailField autoComplete="email" input={form.getInputProps('userName')} />
        {challenge.field}
      </AuthForm>
      <Text size="sm" mt="lg" ta="center">
        <Anchor component={Link} to={paths.auth.login.getHref()}>
          {t('auth.forgotRequest.backToLogin')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
