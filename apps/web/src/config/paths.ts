// Every route of the web app: `path` for the router, `getHref` for links.

/** Adds ?returnTo=… so that a login page can send the user back where they were. */
function withReturnTo(path: string, returnTo?: string): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/login', getHref: (returnTo?: string) => withReturnTo('/login', returnTo) },
    register: { path: '/register', getHref: () => '/register' },
    activation: { path: '/activation', getHref: () => '/activation' },
    activationEmail: { path: '/activation-email', getHref: () => '/activation-email' },
    /** A new activation link, for a login refused as not activated. */
    resendActivation: {
      path: '/resend-activation',
      getHref: (email?: string) =>
        email ? `/resend-activation?email=${encodeURIComponent(email)}` : '/resend-activation',
    },
    forgotPasswordRequest: {
      path: '/forgot-password-request',
      getHref: () => '/forgot-password-request',
    },
    forgotPassword: {
      path: '/forgot-password/:token',
      getHref: (token: string) => `/forgot-password/${encodeURIComponent(token)}`,
    },
    /** Where the server sends the browser back from an external login provider. */
    externalLogin: { path: '/token', getHref: () => '/token' },
  },
  profile: {
    path: '/profile',
    getHref: () => '/profile',
    changePasswordHref: '/profile#change-password',
    emailHref: '/profile#email',
    deleteAccountHref: '/profile#delete-account',
    accountRemoval: { path: '/account-removal', getHref: () => '/account-removal' },
    companyInvitation: { path: '/company-invitation', getHref: () => '/company-invitation' },
  },
  /** The people the user works with (spec §2 /user-overview). */
  userOverviewList: { path: '/user-overview', getHref: () => '/user-overview' },
  userOverview: {
    path: '/user-overview/:id',
    getHref: (id: string) => `/user-overview/${encodeURIComponent(id)}`,
  },
  mail: {
    unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
    newsletterConfirm: { path: '/newsletter/confirm', getHref: () => '/newsletter/confirm' },
  },
  auctions: {
    create: {
      path: '/auctions/new',
      getHref: ({ isDemo = false }: { isDemo?: boolean } = {}) =>
        isDemo ? '/auctions/new?demo=true' : '/auctions/new',
    },
    ownerList: { path: '/auctions/owner', getHref: () => '/auctions/owner' },
    owner: {
      path: '/auctions/owner/:id/:step?',
      getHref: (id: string, step: 1 | 2 | 3 = 1) =>
        `/auctions/owner/${encodeURIComponent(id)}/${step}`,
    },
    /** The owner's comparison of an ended tender's offers, and the award (issue 29). */
    comparison: {
      path: '/auctions/owner/:id/comparison',
      getHref: (id: string) => `/auctions/owner/${encodeURIComponent(id)}/comparison`,
    },
    myList: { path: '/auctions/my', getHref: () => '/auctions/my' },
    /** The auctions the user bids in or was invited to. */
    supplierList: { path: '/auctions/supplier', getHref: () => '/auctions/supplier' },
    my: {
      path: '/auctions/my/:id',
      getHref: (id: string) => `/auctions/my/${encodeURIComponent(id)}`,
    },
    supplier: {
      path: '/auctions/supplier/:id',
      getHref: (id: string) => `/auctions/supplier/${encodeURIComponent(id)}`,
    },
    /** The results of ended and canceled auctions (spec §2 /auction-overview). */
    overviewList: {
      path: '/auction-overview',
      getHref: (query?: string) => (query ? `/auction-overview?${query}` : '/auction-overview'),
    },
    overview: {
      path: '/auction-overview/:id',
      getHref: (id: string) => `/auction-overview/${encodeURIComponent(id)}`,
    },
  },
  search: {
    /** The public search; `query` is the search as URL parameters (without "?"). */
    public: {
      path: '/public-auctions-and-suppliers',
      getHref: (query?: string) =>
        query ? `/public-auctions-and-suppliers?${query}` : '/public-auctions-and-suppliers',
    },
    overview: {
      path: '/public/auction-overview/:id',
      getHref: (id: string) => `/public/auction-overview/${encodeURIComponent(id)}`,
    },
    /** The notice of a government tender (an imported OCDS release), for people to read. */
    govNotice: {
      path: '/public/gov-tenders/:id',
      getHref: (id: string) => `/public/gov-tenders/${encodeURIComponent(id)}`,
    },
  },
  /** The plans and their prices (issue 27 §1). */
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  maintenance: { path: '/maintenance', getHref: () => '/maintenance' },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    login: {
      path: '/admin/login',
      getHref: (returnTo?: string) => withReturnTo('/admin/login', returnTo),
    },
    localization: { path: '/admin/localization', getHref: () => '/admin/localization' },
    wiki: { path: '/admin/wiki', getHref: () => '/admin/wiki' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    profiles: { path: '/admin/profiles', getHref: () => '/admin/profiles' },
    userOverviewList: { path: '/admin/user-overview', getHref: () => '/admin/user-overview' },
    userOverview: {
      path: '/admin/user-overview/:id',
      getHref: (id: string) => `/admin/user-overview/${encodeURIComponent(id)}`,
    },
    errorLog: { path: '/admin/error-log', getHref: () => '/admin/error-log' },
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
    outbox: { path: '/admin/outbox', getHref: () => '/admin/outbox' },
    maintenance: { path: '/admin/maintenance', getHref: () => '/admin/maintenance' },
  },
  wiki: { path: '/wiki', getHref: () => '/wiki' },
  /** The user's contacts (spec §2). */
  contacts: { path: '/contacts/my', getHref: () => '/contacts/my' },
} as const;

/**
 * A returnTo value is followed only when it is a path of this app, so that a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
