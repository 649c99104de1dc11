// Mantine's PasswordInput with what it leaves out: aria-invalid on the field and a localized toggle label.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePasswordVisibility') }}
      {...props}
    />
  );
}
