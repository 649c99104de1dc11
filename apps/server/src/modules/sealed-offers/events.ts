/** What happens to sealed offers (issue 30): types only. */
export type SealedOffersEvent =
  /** The clock opened a tender's sealed offers at its deadline. */
  { type: 'sealedOffersOpened'; tenderId: string; openedAt: Date; count: number };
