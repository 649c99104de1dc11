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

/**
 * GET /api/account/GetUserOverviewList: the people the viewer works with (spec §2 /user-overview):
 * their contacts, the accepted suppliers of their auctions and the buyers of the auctions they
 * took part in, each once, by name. The e-mail shows because each may see it (as in the overview).
 */
export const UserOverviewRelations = ['contact', 'supplier', 'buyer'] as const;
export const ZUserOverviewListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  country: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  relations: z.array(z.enum(UserOverviewRelations)),
});
export type TUserOverviewListItem = z.infer<typeof ZUserOverviewListItem>;
export const ZUserOverviewList = z.object({ items: z.array(ZUserOverviewListItem) });
export type TUserOverviewList = z.infer<typeof ZUserOverviewList>;
