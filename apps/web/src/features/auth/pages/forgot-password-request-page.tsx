// /forgot-password-request: ask for a reset link. The reply never reveals whether an account exists.
import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { ZForgotPasswordRequestForm } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ResultScreen } from '../../../components/result-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthForm, EmailField } from '../components/auth-form.tsx';
import { isChallengeRequired, useChallenge } from '../components/challenge-field.tsx';

export function ForgotPasswordRequestPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const challenge = useChallenge();

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZForgotPasswordRequestForm,
    initialValues: { userName: '' },
    onSubmit: async ({ userName }) => {
      setFailure(null);
      if (challenge.isPending) {
        setFailure(t('messages.captcha'));
        return;
      }
      const email = userName.trim();
      try {
        await requestReset.mutateAsync({ userName: email, altcha: challenge.payload });
      } catch (error) {
        challenge.settle(error);
        // Asked for the challenge: the visitor solves it and sends again. Any other answer is
        // shown as sent, so that the form cannot be used to probe accounts.
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

  if (sentTo) {
    return (
      <FormCard>
        <ResultScreen tone="info" title={t('auth.forgotRequest.sentTitle')} actions={backToLogin}>
          {t('auth.forgotRequest.sentText', { email: sentTo })}
        </ResultScreen>
      </FormCard>
    );
  }

  return (
    <FormCard>
      <PageTitle
        title={t('auth.forgotRequest.title')}
        description={t('auth.forgotRequest.subtitle')}
      />
      <AuthForm
        label={t('auth.forgotRequest.formLabel')}
        failure={challenge.visibleFailure(failure)}
        submitLabel={t('auth.forgotRequest.submit')}
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
