// /admin/login: the same login, accepted only for users with the Admin role.
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths, safeReturnTo } from '@/config/paths.ts';
import { signOut } from '@/lib/auth/session.ts';
import { hasRole, useCurrentUser } from '@/lib/auth/session-store.ts';
import { LoginForm } from '../components/login-form.tsx';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const returnTo = safeReturnTo(searchParams.get('returnTo'), paths.admin.root.getHref());
  const isAdmin = hasRole(user, 'Admin');
  const isTranslator = !isAdmin && hasRole(user, 'Translator');
  const translatorHome = paths.admin.localization.getHref();

  if (isAdmin) return <Navigate to={returnTo} replace />;
  if (isTranslator) return <Navigate to={translatorHome} replace />;

  return (
    <FormCard>
      <PageTitle title={t('admin.login.title')} description={t('admin.login.subtitle')} />
      <LoginForm
        onSuccess={async (signedIn) => {
          if (hasRole(signedIn, 'Translator') && !hasRole(signedIn, 'Admin')) {
            navigate(translatorHome, { replace: true });
            return;
          }
          if (!hasRole(signedIn, 'Admin')) {
            await signOut();
            return t('admin.login.notAdmin');
          }
          navigate(returnTo, { replace: true });
        }}
      />
    </FormCard>
  );
}
