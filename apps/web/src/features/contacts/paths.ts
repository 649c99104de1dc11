// The contacts page's route (spec §2).
export const contactPaths = {
  my: { path: '/contacts/my', getHref: () => '/contacts/my' },
} as const;
