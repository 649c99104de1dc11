// The room's own route (/auctions/room/{id}), its page lazily loaded; the app mounts it under its
// signed-in guard. It works for the owner and for suppliers, whatever page embeds the room.
import type { RouteObject } from 'react-router';
import { withPageLoader } from '@/components/page-loader.tsx';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { queryClient } from '@/lib/query-client.ts';

export const auctionRoomPaths = {
  room: {
    path: '/auctions/room/:id',
    getHref: (id: string) => `/auctions/room/${encodeURIComponent(id)}`,
  },
} as const;

// Not the route's `lazy`: that would hold the first render, shell included, until the room's
// chunks are in (about 40 files); this way the header and navigation paint while they arrive.
// Their requests start once the frame has painted: started from the loader, beside the start-up
// requests, they shared HTTP/1.1's six connections with them and the frame painted later
// (Lighthouse mobile, bench/README.md), though the room came sooner on a fast network.
const AuctionRoomPage = withPageLoader(
  async () => (await import('./pages/auction-room-page.tsx')).AuctionRoomPage,
);

export const auctionRoomRoutes: RouteObject[] = [
  {
    path: auctionRoomPaths.room.path,
    // The tender is requested as soon as the route matches, beside the start-up requests and the
    // room's chunk, not after them; the page reads it from the query cache. Not awaited: the page
    // shows its own loading state. A visitor (no stored session) is sent to the login page instead.
    // get-tender.ts is imported here, not at the top: it and its query hooks stay out of the first
    // page's JavaScript.
    loader: ({ params }) => {
      const { id } = params;
      if (id && tokenStore.get())
        void import('../api/get-tender.ts').then(({ tenderQueryOptions }) =>
          queryClient.prefetchQuery(tenderQueryOptions(id)),
        );
      return null;
    },
    Component: AuctionRoomPage,
  },
];
