// New password and its confirmation for a valid reset link.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { ZResetPasswordRequest } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { errorText } from '../../../lib/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormFailure } from '../../../components/form-failure.tsx';

type ResetPasswordFormProps = { token: string; onDone: () => void };

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZResetPasswordRequest,
    initialValues: { newPassword: '', confirmPassword: '', secretToken: token },
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await reset.mutateAsync(values);
        onDone();
      } catch (error) {
        setFailure(errorText(t, error));
      }
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.resetPassword.formLabel')}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <PasswordField
          label={t('auth.fields.newPassword')}
          description={t('auth.fields.passwordHint')}
          autoComplete="new-password"
          autoFocus
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
