// The finish-registration form of a first-time external user: the e-mail (prefilled when the
// provider gave one; Twitter gives none) and the newsletter choice. No password: the provider signs in.
import { useState } from 'react';
import { Checkbox, Text } from '@mantine/core';
import { ZExternalRegisterRequest } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { useRegisterExternal } from '../api/register-external.ts';
import { AuthForm, EmailField } from './auth-form.tsx';

type ExternalRegisterFormProps = {
  externalToken: string;
  provider: string;
  /** The address the provider verified, or null. */
  providerEmail: string | null;
  /** Runs after the account was created, with the address it was created for. */
  onRegistered: (email: string) => Promise<void> | void;
};

export function ExternalRegisterForm({
  externalToken,
  provider,
  providerEmail,
  onRegistered,
}: ExternalRegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegisterExternal();
  const [failure, setFailure] = useState<string | null>(null);

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZExternalRegisterRequest,
    initialValues: { email: providerEmail ?? '', subscribeForNewsletter: false },
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      try {
        await register.mutateAsync({ request: { ...values, email }, externalToken });
        await onRegistered(email);
      } catch (error) {
        setFailure(errorText(t, error, 'messages.registrationInvalid'));
      }
    },
  });

  return (
    <AuthForm
      label={t('auth.external.register.formLabel')}
      failure={failure}
      submitLabel={t('auth.external.register.submit')}
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit}
    >
      <EmailField autoComplete="email" input={form.getInputProps('email')} />
      {providerEmail ? (
        <Text size="sm" c="dimmed" mt={-8}>
          {t('auth.external.register.otherEmailHint', { provider })}
        </Text>
      ) : null}
      <Checkbox
        label={t('auth.register.newsletter')}
        {...form.getInputProps('subscribeForNewsletter', { type: 'checkbox' })}
      />
    </AuthForm>
  );
}
