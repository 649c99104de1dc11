/** GET /api/account/GetUserOverview?id: the public profile of a user and their company. */
import { z } from 'zod';

export const ZUserOverviewAuction = z.object({
  id: z.string(),
  name: z.string(),
  status: z.number(),
  currency: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalActiveBidders: z.number(),
});
export type TUserOverviewAuction = z.infer<typeof ZUserOverviewAuction>;

export const ZUserOverview = z.object({
  id: z.string(),
  /** First and last name, or "Tendermark user" when the profile has none. */
  name: z.string(),
  /** Only when the viewer may see it: the user themself, a contact, or a fellow stakeholder of a tender. */
  email: z.string().nullable(),
  country: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      web: z.string().nullable(),
      industries: z.array(z.number()),
      country: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
      city: z.string().nullable(),
      numberOfEmployees: z.number().nullable(),
      branches: z.number(),
    })
    .nullable(),
  rating: z.number().nullable(),
  memberSince: z.string(),
  wantToBuy: z.boolean(),
  wantToSell: z.boolean(),
  favouriteAuctionKeywords: z.string().nullable(),
  isInContacts: z.boolean(),
  isYou: z.boolean(),
  /** The user's public auctions that have been scheduled, newest first. */
  auctions: z.array(ZUserOverviewAuction),
});
export type TUserOverview = z.infer<typeof ZUserOverview>;
