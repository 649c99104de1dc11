// Query keys of the room's reads, under the tender prefix so that refreshing a tender's room (or
// every tender) refreshes them too.
export const roomKeys = {
  all: (tenderId: string) => ['tenders', 'room', tenderId] as const,
  bestPrice: (tenderId: string) => [...roomKeys.all(tenderId), 'best-price'] as const,
  bidHistory: (tenderId: string) => [...roomKeys.all(tenderId), 'bid-history'] as const,
  result: (tenderId: string) => [...roomKeys.all(tenderId), 'result'] as const,
  active: (tenderId: string) => [...roomKeys.all(tenderId), 'active'] as const,
  lots: (tenderId: string) => [...roomKeys.all(tenderId), 'lots'] as const,
};
