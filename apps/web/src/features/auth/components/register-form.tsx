// The registration form of spec §5: e-mail, password with its rule, confirmation and newsletter.
import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { ZRegisterRequest } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { useRegister } from '../api/register.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { useChallenge } from './use-challenge.tsx';

type RegisterFormProps = {
  tenderId?: string | null;
  onRegistered: (email: string) => void;
};

export function RegisterForm({ tenderId, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const challenge = useChallenge();

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZRegisterRequest,
    initialValues: { email: '', password: '', confirmPassword: '', subscribeForNewsletter: false },
    onSubmit: async (values) => {
      setFailure(null);
      if (challenge.isPending) {
        setFailure(t('messages.captcha'));
        return;
      }
      const email = values.email.trim();
      try {
        const request = { ...values, email, altcha: challenge.payload };
        await register.mutateAsync({ request, tenderId });
        onRegistered(email);
      } catch (error) {
        challenge.settle(error);
        // Spec §8: the server's message, or the default registration-invalid text.
        setFailure(errorText(t, error, 'messages.registrationInvalid'));
      }
    },
  });

  return (
    <AuthForm
      label={t('auth.register.formLabel')}
      failure={challenge.visibleFailure(failure)}
      submitLabel={t('auth.register.submit')}
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit}
    >
      <EmailField autoComplete="email" input={form.getInputProps('email')} />
      <NewPasswordFields
        label={t('auth.fields.password')}
        passwordInput={form.getInputProps('password')}
        confirmationInput={form.getInputProps('confirmPassword')}
      />
      <Checkbox
        label={t('auth.register.newsletter')}
        {...form.getInputProps('subscribeForNewsletter', { type: 'checkbox' })}
      />
      {challenge.field}
    </AuthForm>
  );
}
