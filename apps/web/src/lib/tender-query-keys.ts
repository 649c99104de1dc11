// Query keys of the tender calls, shared by every feature that shows tenders so that a change
// anywhere (save, schedule, delete) refreshes them all through one prefix.
import type { TMyTendersQuery } from '@tendermark/shared';

export const tenderKeys = {
  all: ['tenders'] as const,
  detail: (tenderId: string) => ['tenders', 'detail', tenderId] as const,
  lists: ['tenders', 'list'] as const,
  list: (query: Partial<TMyTendersQuery>) => ['tenders', 'list', query] as const,
  lastOpen: ['tenders', 'last-open'] as const,
  auditLog: (tenderId: string) => ['tenders', 'audit-log', tenderId] as const,
  defaults: ['tenders', 'defaults'] as const,
  addresses: ['addresses', 'mine'] as const,
};
