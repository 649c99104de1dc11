// The frame of the sign-in pages' forms: why the last submit failed, the fields, and a full-width
// submit button; and the e-mail field most of them start with.
import type { FormEvent, ReactNode } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import type { InputProps } from '@/lib/forms/form-state.ts';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';

type AuthFormProps = {
  /** The form's accessible name. */
  label: string;
  failure?: string | null;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

export function AuthForm({
  label,
  failure = null,
  submitLabel,
  isSubmitting,
  onSubmit,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormFailure message={failure} />
        {children}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

type EmailFieldProps = {
  /** "username" where the address signs in, "email" where it is entered anew. */
  autoComplete: 'username' | 'email';
  input: InputProps<string>;
};

/** The focused e-mail field at the top of the form. */
export function EmailField({ autoComplete, input }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      type="email"
      autoComplete={autoComplete}
      autoFocus
      required
      {...input}
    />
  );
}
