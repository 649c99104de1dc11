// New password and its confirmation for a valid reset link.
import { useState } from 'react';
import { ZResetPasswordRequest } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthForm } from './auth-form.tsx';

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
    <AuthForm
      label={t('auth.resetPassword.formLabel')}
      failure={failure}
      submitLabel={t('auth.resetPassword.submit')}
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit}
    >
      <NewPasswordFields
        label={t('auth.fields.newPassword')}
        autoFocus
        passwordInput={form.getInputProps('newPassword')}
        confirmationInput={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
