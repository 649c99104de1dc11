/** Room names of the hubs: one place so publisher and connection handlers agree. */
export const Rooms = {
  tender: (tenderId: string) => `tender:${tenderId}`,
  /** The tender whose room (`tender(id)`, not its owner, supplier or member rooms) this is. */
  tenderOfRoom: (room: string): string | undefined => /^tender:([^:]+)$/.exec(room)?.[1],
  tenderOwner: (tenderId: string) => `tender:${tenderId}:owner`,
  tenderSuppliers: (tenderId: string) => `tender:${tenderId}:suppliers`,
  tenderMember: (tenderId: string, userId: string) => `tender:${tenderId}:user:${userId}`,
  user: (userId: string) => `user:${userId}`,
  /** The sockets of one login session (the refresh-token family the access token came from). */
  session: (sessionId: string) => `session:${sessionId}`,
} as const;
