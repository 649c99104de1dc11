// The room's own route (/auctions/room/{id}), its page lazily loaded; the app mounts it under its signed-in
// guard. It works for the owner and for suppliers, whatever page embeds the room.
import type { RouteObject } from 'react-router';
import { withPageLoader } from '../../../components/page-loader.tsx';
import { tokenStore } from '../../../lib/auth/token-store.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const auctionRoomPaths = {
  room: {
    path: '/auctions/room/:id',
    getHref: (id: string) => `/auctions/room/${encodeURIComponent(id)}`,
  },
} as const;

// Not the route's `lazy`: that would hold the first render, shell included, until the room's
// chunks are in (about 55 files); this way the header and navigation paint while they arrive.
const AuctionRoomPage = withPageLoader(
  async () => (await import('./pages/auction-room-page.tsx')).AuctionRoomPage,
);

export const auctionRoomRoutes: RouteObject[] = [
  {
    path: auctionRoomPaths.room.path,
    // The room's chunk and the tender are requested as soon as the route matches, beside the
    // start-up requests, not after them; the page reads the tender from the query cache. Not
    // awaited: the page shows its own loading state. A visitor (no stored session) is sent to the
    // login page instead. get-tender.ts is imported here, not at the top: it and its query hooks
    // stay out of the first page's JavaScript.
    loader: ({ params }) => {
      const { id } = params;
      if (id && tokenStore.get()) {
        void AuctionRoomPage.preload();
        void import('../api/get-tender.ts').then(({ tenderQueryOptions }) =>
          queryClient.prefetchQuery(tenderQueryOptions(id)),
        );
      }
      return null;
    },
    Component: AuctionRoomPage,
  },
];
