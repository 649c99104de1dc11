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

export function ForgotPasswordRequestPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZForgotPasswordRequestForm,
    initialValues: { userName: '' },
    onSubmit: async ({ userName }) => {
      const email = userName.trim();
      // The same answer whatever the server says, so the form cannot be used to probe accounts.
      await requestReset.mutateAsync(email).catch(() => undefined);
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
        submitLabel={t('auth.forgotRequest.submit')}
        isSubmitting={isSubmitting}
        onSubmit={handleSubmit}
      >
        <EmailField autoComplete="email" input={form.getInputProps('userName')} />
      </AuthForm>
      <Text size="sm" mt="lg" ta="center">
        <Anchor component={Link} to={paths.auth.login.getHref()}>
          {t('auth.forgotRequest.backToLogin')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
