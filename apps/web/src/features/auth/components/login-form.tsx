// The login form: user name, password and how long to stay signed in (spec §2 login storage).
import { useState } from 'react';
import { Anchor, Radio, Stack } from '@mantine/core';
import type { TUserInfo } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { paths } from '@/config/paths.ts';
import type { LoginStorageMode } from '@/lib/auth/token-store.ts';
import { useRulesForm } from '@/lib/forms/use-rules-form.ts';
import { useLogin } from '../api/login.ts';
import { useChallenge } from './use-challenge.tsx';
import { AuthForm, EmailField } from './auth-form.tsx';

type LoginFormProps = {
  /** Runs after a successful login; a returned text is shown as the failure instead. */
  onSuccess: (user: TUserInfo) => Promise<string | void> | string | void;
  /** Shown until the first submit, e.g. why the user had to log in again. */
  initialFailure?: string | null;
};

const storageModes: LoginStorageMode[] = ['local', 'session', 'none'];

export function LoginForm({ onSuccess, initialFailure = null }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(initialFailure);
  // The address of a login refused as not activated: a new activation link is offered for it.
  const [notActivated, setNotActivated] = useState<string | null>(null);
  const challenge = useChallenge();

  const { form, handleSubmit, isSubmitting } = useRulesForm({
    // The shared schema with zod, after the first paint: /login is a page many visits start on.
    loadRules: async () => (await import('./login-rules.ts')).loginRules,
    initialValues: { userName: '', password: '', storage: 'session' as LoginStorageMode },
    onSubmit: async (values, currentForm) => {
      setFailure(null);
      setNotActivated(null);
      if (challenge.isPending) {
        setFailure(t('messages.captcha'));
        return;
      }
      try {
        const user = await login.mutateAsync({
          userName: values.userName.trim(),
          password: values.password,
          storage: values.storage,
          altcha: challenge.payload,
        });
        const rejection = await onSuccess(user);
        if (rejection) setFailure(rejection);
      } catch (error) {
        challenge.settle(error);
        // Spec §8's texts load with the first refusal (login-failure.ts); without a connection
        // they cannot, and the refusal reads "Username or password is incorrect".
        const refusal = await import('./login-failure.ts').then(
          ({ describeLoginFailure }) => describeLoginFailure(t, error),
          () => ({ text: t('messages.loginFailed'), isNotActivated: false }),
        );
        if (refusal.isNotActivated) setNotActivated(values.userName.trim());
        setFailure(refusal.text);
        currentForm.getInputNode('password')?.focus();
      }
    },
  });

  return (
    <AuthForm
      label={t('auth.login.formLabel')}
      failure={challenge.visibleFailure(failure)}
      submitLabel={t('auth.login.submit')}
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit}
    >
      {notActivated !== null ? (
        <Anchor component={Link} to={paths.auth.resendActivation.getHref(notActivated)} size="sm">
          {t('auth.login.resendActivation')}
        </Anchor>
      ) : null}
      <EmailField autoComplete="username" input={form.getInputProps('userName')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <Radio.Group label={t('auth.login.storage.label')} {...form.getInputProps('storage')}>
        <Stack gap={8} mt={6}>
          {storageModes.map((mode) => (
            <Radio key={mode} value={mode} label={t(`auth.login.storage.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {challenge.field}
    </AuthForm>
  );
}
