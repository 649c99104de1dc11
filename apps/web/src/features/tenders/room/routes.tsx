// The room's own route (/auctions/room/{id}), lazily loaded; the app mounts it under its signed-in
// guard. It works for the owner and for suppliers, whatever page embeds the room.
import type { RouteObject } from 'react-router';

export const auctionRoomPaths = {
  room: {
    path: '/auctions/room/:id',
    getHref: (id: string) => `/auctions/room/${encodeURIComponent(id)}`,
  },
} as const;

export const auctionRoomRoutes: RouteObject[] = [
  {
    path: auctionRoomPaths.room.path,
    lazy: async () => ({
      Component: (await import('./pages/auction-room-page.tsx')).AuctionRoomPage,
    }),
  },
];
