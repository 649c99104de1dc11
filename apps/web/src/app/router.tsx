// Every route of the web app. Pages load lazily; guards wrap the pages that need a user or an admin.
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { RouteErrorPage } from '@/features/system/pages/route-error-page.tsx';
import { PageLoader, withPageLoader } from '@/components/page-loader.tsx';
import { RequireAdmin, RequireAuth } from './guards/require-auth.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { createSupplierRoutes } from '@/features/suppliers/routes.tsx';
import { contactRoutes } from '@/features/contacts/routes.tsx';
import { auctionRoomRoutes } from '@/features/tenders/room/routes.tsx';
import { adminRoutes, translatorRoutes } from '@/features/admin/routes.tsx';
import { wikiRoutes } from '@/features/wiki/routes.tsx';
import { profileRoutes, publicProfileRoutes } from '@/features/profile/routes.tsx';
import { overviewRoutes } from '@/features/overview/routes.tsx';
import { billingRoutes } from '@/features/billing/routes.tsx';
import { awardRoutes } from '@/features/award/routes.tsx';
import { SupplierAwardOutcomeSlot } from '@/features/award/supplier-award-outcome-slot.tsx';

/** The live room in the supplier view, loaded with its own chunk when the auction runs. */
const SupplierAuctionRoomSlot = withPageLoader(
  async () =>
    (await import('@/features/tenders/room/supplier-auction-room.tsx')).SupplierAuctionRoom,
);

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

const notFound = {
  path: '*',
  lazy: async () => ({
    Component: (await import('@/features/system/pages/not-found-page.tsx')).NotFoundPage,
  }),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: paths.maintenance.path,
        lazy: async () => ({
          Component: (await import('@/features/system/pages/maintenance-page.tsx')).MaintenancePage,
        }),
      },
      {
        path: paths.admin.root.path,
        // The admin area's shell loads with its pages: few visits start there.
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          {
            path: paths.admin.login.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/admin-login-page.tsx'))
                .AdminLoginPage,
            }),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/admin-dashboard-page.tsx'))
                    .AdminDashboardPage,
                }),
              },
              ...adminRoutes,
            ],
          },
          { element: <RequireAdmin allowTranslator />, children: translatorRoutes },
          notFound,
        ],
      },
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/dashboard/pages/dashboard-page.tsx'))
                .DashboardPage,
            }),
          },
          {
            path: paths.auth.login.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: paths.auth.register.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: paths.auth.activation.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/activation-page.tsx')).ActivationPage,
            }),
          },
          {
            path: paths.auth.activationEmail.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/activation-email-page.tsx'))
                .ActivationEmailPage,
            }),
          },
          {
            path: paths.auth.resendActivation.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/resend-activation-page.tsx'))
                .ResendActivationPage,
            }),
          },
          {
            path: paths.auth.forgotPasswordRequest.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/forgot-password-request-page.tsx'))
                .ForgotPasswordRequestPage,
            }),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/forgot-password-page.tsx'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: paths.auth.externalLogin.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/external-login-page.tsx'))
                .ExternalLoginPage,
            }),
          },
          {
            path: paths.mail.unsubscribe.path,
            lazy: async () => ({
              Component: (await import('@/features/notifications/pages/unsubscribe-page.tsx'))
                .UnsubscribePage,
            }),
          },
          {
            path: paths.mail.newsletterConfirm.path,
            lazy: async () => ({
              Component: (
                await import('@/features/notifications/pages/newsletter-confirm-page.tsx')
              ).NewsletterConfirmPage,
            }),
          },
          {
            path: paths.search.public.path,
            lazy: async () => ({
              Component: (await import('@/features/search/pages/public-search-page.tsx'))
                .PublicSearchPage,
            }),
          },
          {
            path: paths.search.overview.path,
            lazy: async () => ({
              Component: (await import('@/features/search/pages/public-overview-page.tsx'))
                .PublicOverviewPage,
            }),
          },
          {
            path: paths.search.govNotice.path,
            lazy: async () => ({
              Component: (await import('@/features/search/pages/gov-notice-page.tsx'))
                .GovNoticePage,
            }),
          },
          ...wikiRoutes,
          ...publicProfileRoutes,
          ...billingRoutes,
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.profile.path,
                // The profile shows the notifications feature's e-mail card: composed here, as
                // features do not import each other.
                lazy: async () => {
                  const [{ ProfilePage }, { EmailPreferencesCard }] = await Promise.all([
                    import('@/features/profile/pages/profile-page.tsx'),
                    import('@/features/notifications/components/email-preferences-card.tsx'),
                  ]);
                  return {
                    Component: () => <ProfilePage emailPreferences={<EmailPreferencesCard />} />,
                  };
                },
              },
              {
                path: paths.auctions.create.path,
                lazy: async () => ({
                  Component: (await import('@/features/tenders/pages/new-tender-page.tsx'))
                    .NewTenderPage,
                }),
              },
              {
                path: paths.auctions.ownerList.path,
                lazy: async () => ({
                  Component: (await import('@/features/tenders/pages/tender-list-page.tsx'))
                    .OwnerTendersPage,
                }),
              },
              {
                path: paths.auctions.owner.path,
                lazy: async () => ({
                  Component: (await import('@/features/tenders/pages/owner-tender-page.tsx'))
                    .OwnerTenderPage,
                }),
              },
              {
                path: paths.auctions.myList.path,
                lazy: async () => ({
                  Component: (await import('@/features/tenders/pages/tender-list-page.tsx'))
                    .MyTendersPage,
                }),
              },
              ...createSupplierRoutes({
                AuctionRoom: SupplierAuctionRoomSlot,
                AwardOutcome: SupplierAwardOutcomeSlot,
              }),
              ...contactRoutes,
              ...overviewRoutes,
              ...awardRoutes,
              ...auctionRoomRoutes,
              ...profileRoutes,
              {
                path: paths.auctions.my.path,
                lazy: async () => ({
                  Component: (await import('@/features/tenders/pages/my-tender-page.tsx'))
                    .MyTenderPage,
                }),
              },
            ],
          },
          notFound,
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
