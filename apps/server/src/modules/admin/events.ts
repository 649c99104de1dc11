/** What the admin area records in its transactions (events/domain-events.ts). */
export type AdminDomainEvent =
  /** An admin froze or released a tender: everyone in its room sees the new status at once. */
  { type: 'tenderFreezeChanged'; tenderId: string; status: number; endDate: Date };
