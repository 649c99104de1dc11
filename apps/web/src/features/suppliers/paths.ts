// The supplier pages' routes (spec §2): `path` for the router, `getHref` for links.
export const supplierPaths = {
  list: { path: '/auctions/supplier', getHref: () => '/auctions/supplier' },
  tender: {
    path: '/auctions/supplier/:id',
    getHref: (id: string) => `/auctions/supplier/${encodeURIComponent(id)}`,
  },
} as const;
