// A new password with the password rule under it, and its confirmation (register, reset, change).
import type { InputProps } from '@/lib/forms/form-state.ts';
import { useTranslation } from '@/lib/translation.ts';
import { PasswordField } from './password-field.tsx';

type NewPasswordFieldsProps = {
  /** "Password" when registering, "New password" otherwise. */
  label: string;
  autoFocus?: boolean;
  /** The form's props of the two fields (getInputProps). */
  passwordInput: InputProps<string>;
  confirmationInput: InputProps<string>;
};

export function NewPasswordFields({
  label,
  autoFocus,
  passwordInput,
  confirmationInput,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        description={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        {...passwordInput}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirmationInput}
      />
    </>
  );
}
