// Route guards: visitors go to the login page (and come back after it); non-admins to the admin login.
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { hasRole, useCurrentUser } from '@/lib/auth/session-store.ts';

function useCurrentHref(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

export function RequireAuth() {
  const user = useCurrentUser();
  const href = useCurrentHref();
  return user ? <Outlet /> : <Navigate to={paths.auth.login.getHref(href)} replace />;
}

/** Admins pass; with allowTranslator, Translators too (the localization pages). */
export function RequireAdmin({ allowTranslator = false }: { allowTranslator?: boolean }) {
  const user = useCurrentUser();
  const href = useCurrentHref();
  const isAllowed = hasRole(user, 'Admin') || (allowTranslator && hasRole(user, 'Translator'));
  return isAllowed ? <Outlet /> : <Navigate to={paths.admin.login.getHref(href)} replace />;
}
