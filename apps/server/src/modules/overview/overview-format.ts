/**
 * The auction format in the overview (issue 30): how the auction ran and, for sealed offers, when
 * the clock opened them. Declared here as an extension of the shared overview contract until the
 * shared ZAuctionOverview carries these fields itself.
 */
import { z } from 'zod';
import {
  AUCTION_FORMATS,
  ZAuctionOverview,
  type AuctionFormat,
  type TAuctionOverview,
} from '@tendermark/shared';

export const ZOverviewFormat = z.object({
  auctionFormat: z.enum(AUCTION_FORMATS),
  /** Sealed offers: when the clock opened them at the deadline (null otherwise). */
  sealedOpenedAt: z.string().nullable(),
});

export const ZAuctionOverviewWithFormat = ZAuctionOverview.extend(ZOverviewFormat.shape);
export type TAuctionOverviewWithFormat = TAuctionOverview & z.infer<typeof ZOverviewFormat>;

/** The format's name as the PDF writes it (the web's format names, in English). */
export const FORMAT_NAMES: Record<AuctionFormat, string> = {
  english: 'Open auction (English)',
  japanese: 'Japanese (falling price)',
  dutch: 'Dutch (rising offer)',
  sealed: 'Sealed offers',
};
