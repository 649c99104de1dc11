// /resend-activation?email: ask for a new activation link (the login's "not activated" answer
// links here). The reply never reveals whether an account exists or waits for activation.
import { useSearchParams } from 'react-router';
import { useResendActivation } from '../api/resend-activation.ts';
import { MailLinkRequest } from '../components/mail-link-request.tsx';

export function ResendActivationPage() {
  const [searchParams] = useSearchParams();
  const resend = useResendActivation();
  return (
    <MailLinkRequest
      texts="auth.resendActivation"
      initialEmail={searchParams.get('email') ?? ''}
      send={resend.mutateAsync}
    />
  );
}
