// A page that asks for a link by mail (password reset, new activation link). The reply never
// reveals whether an account exists: any answer but "solve the challenge" reads as sent.
import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { ZForgotPasswordRequestForm } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { isChallengeRequired } from './challenge-field.tsx';
import { useChallenge } from './use-challenge.tsx';

type MailLinkRequestProps = {
  /** The page's texts: `<texts>.title`, `.subtitle`, `.formLabel`, `.submit`, `.sentTitle`, `.sentText`. */
  texts: 'auth.forgotRequest' | 'auth.resendActivation';
  initialEmail?: string;
  send: (request: { userName: string; altcha: string | undefined }) => Promise<unknown>;
};

export function MailLinkRequest({ texts, initialEmail = '', send }: MailLinkRequestProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const challenge = useChallenge();

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZForgotPasswordRequestForm,
    initialValues: { userName: initialEmail },
    onSubmit: async ({ userName }) => {
      setFailure(null);
      if (challenge.isPending) {
        setFailure(t('messages.captcha'));
        return;
      }
      const email = userName.trim();
      try {
        await send({ userName: email, altcha: challenge.payload });
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

  if (sentTo) {
    return (
      <FormCard>
        <ResultScreen
          tone="info"
          title={t(`${texts}.sentTitle`)}
          actions={
            <Button component={Link} to={paths.auth.login.getHref()}>
              {t('auth.common.goToLogin')}
            </Button>
          }
        >
          {t(`${texts}.sentText`, { email: sentTo })}
        </ResultScreen>
      </FormCard>
    );
  }

  return (
    <FormCard>
      <PageTitle title={t(`${texts}.title`)} description={t(`${texts}.subtitle`)} />
      <AuthForm
        label={t(`${texts}.formLabel`)}
        failure={challenge.visibleFailure(failure)}
        submitLabel={t(`${texts}.submit`)}
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
