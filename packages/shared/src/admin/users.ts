/** Contracts of the admin's user calls: lists, profiles, the admin overview of one user, removal. */
import { z } from 'zod';
import { Roles } from '../common/enums.ts';
import { zRequiredString } from '../common/validators.ts';

export const ZPagedQuery = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(200).optional().default(25),
  /** Case-insensitive part of a user name, e-mail, name or company. */
  filter: z.string().trim().max(200).optional(),
});
export type TPagedQuery = z.input<typeof ZPagedQuery>;

export const ZAdminUserRow = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  roles: z.array(z.enum(Roles)),
  isActivated: z.boolean(),
  subscriptionExpires: z.string().nullable(),
  createdDate: z.string(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserList = z.object({
  rows: z.array(ZAdminUserRow),
  totalCount: z.number().int(),
});
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

export const ZAdminProfileRow = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
  wantToBuy: z.boolean(),
  wantToSell: z.boolean(),
  isSearcheable: z.boolean(),
  company: z
    .object({
      name: z.string(),
      web: z.string().nullable(),
      vatId: z.string().nullable(),
      numberOfEmployees: z.number().nullable(),
    })
    .nullable(),
});
export type TAdminProfileRow = z.infer<typeof ZAdminProfileRow>;

export const ZAdminProfileList = z.object({
  rows: z.array(ZAdminProfileRow),
  totalCount: z.number().int(),
});
export type TAdminProfileList = z.infer<typeof ZAdminProfileList>;

/**
 * One user as the admin sees them: counts and public data only. A private tender's name is the
 * buyer's business secret, so `name` is null unless the tender is public; whom a user invites or
 * bids with is not shown at all.
 */
export const ZAdminUserOverview = z.object({
  user: ZAdminUserRow,
  profile: ZAdminProfileRow,
  ownedTenders: z.number().int(),
  participations: z.number().int(),
  recentTenders: z.array(
    z.object({
      id: z.string(),
      /** Null for a private tender. */
      name: z.string().nullable(),
      isPublic: z.boolean(),
      status: z.number().int(),
      createdDate: z.string(),
    }),
  ),
});
export type TAdminUserOverview = z.infer<typeof ZAdminUserOverview>;

export const ZUserIdQuery = z.object({ id: zRequiredString });
export const ZDeleteUserQuery = z.object({ userName: zRequiredString });
