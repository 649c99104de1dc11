// The registration form of spec §5: e-mail, password with its rule, confirmation and newsletter.
import { useState } from 'react';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { ZRegisterRequest } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { errorText } from '../../../lib/i18n.ts';
import { useRegister } from '../api/register.ts';
import { FormFailure } from '../../../components/form-failure.tsx';

type RegisterFormProps = {
  tenderId?: string | null;
  onRegistered: (email: string) => void;
};

export function RegisterForm({ tenderId, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZRegisterRequest,
    initialValues: { email: '', password: '', confirmPassword: '', subscribeForNewsletter: false },
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      try {
        await register.mutateAsync({ request: { ...values, email }, tenderId });
        onRegistered(email);
      } catch (error) {
        // Spec §8: the server's message, or the default registration-invalid text.
        setFailure(errorText(t, error, 'messages.registrationInvalid'));
      }
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.register.formLabel')}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={t('auth.register.newsletter')}
          {...form.getInputProps('subscribeForNewsletter', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
