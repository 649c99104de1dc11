/** What the account side records in its transactions (events/domain-events.ts). */
export type AccountDomainEvent =
  /** The user's sessions were revoked (all but `keepSessionId`): their open apps sign out. */
  | { type: 'sessionsRevoked'; userId: string; keepSessionId?: string }
  /** One session (refresh-token family) ended: its apps are told and its sockets close. */
  | { type: 'sessionEnded'; userId: string; familyId: string };
