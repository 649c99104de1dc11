// /forgot-password-request: ask for a reset link. The reply never reveals whether an account exists.
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { MailLinkRequest } from '../components/mail-link-request.tsx';

export function ForgotPasswordRequestPage() {
  const requestReset = useRequestPasswordReset();
  return <MailLinkRequest texts="auth.forgotRequest" send={requestReset.mutateAsync} />;
}
