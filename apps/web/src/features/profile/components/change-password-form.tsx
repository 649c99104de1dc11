// Change password (spec §5): old, new and confirmation; a wrong old password is reported and its field marked.
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Messages, ZChangePasswordRequest } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { PasswordField } from '@/components/password-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormFailure } from '@/components/form-failure.tsx';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZChangePasswordRequest,
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: async (values, currentForm) => {
      setFailure(null);
      try {
        await change.mutateAsync(values);
        currentForm.reset();
        notifySuccess(t('profile.changePassword.success'));
      } catch (error) {
        setFailure(errorText(t, error));
        // The alert keeps the server's text; the field is only marked, as a blur re-check clears it.
        if (isApiError(error) && error.serverMessage === Messages.oldPasswordWrong) {
          currentForm.setFieldError('oldPassword', true);
          currentForm.getInputNode('oldPassword')?.focus();
        }
      }
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profile.changePassword.title')}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <PasswordField
          label={t('profile.changePassword.oldPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields
          label={t('auth.fields.newPassword')}
          passwordInput={form.getInputProps('newPassword')}
          confirmationInput={form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('profile.changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
