/** The contacts list of /api/company (spec §3 Contact, §7): paging, sorting, filtering and edits. */
import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { zEmail, zOptionalUserName, zUserName } from '../common/validators.ts';
import { zText } from '../tenders/schemas.ts';

export const ContactSortColumns = [
  'name',
  'companyName',
  'userName',
  'country',
  'createdDate',
] as const;
export type TContactSortColumn = (typeof ContactSortColumns)[number];
export const DEFAULT_CONTACTS_PER_PAGE = 10;

/**
 * GET GetContacts. `sort` is a column, `order` its direction ("name" sorts by the custom name,
 * falling back to the company name and the user name); `filter` matches any shown text.
 */
export const ZContactsQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(DEFAULT_CONTACTS_PER_PAGE),
  sort: z.enum(ContactSortColumns).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  filter: zText(200).optional(),
});
export type TContactsQuery = z.infer<typeof ZContactsQuery>;

export const ZContact = z.object({
  userName: z.string(),
  customName: z.string().nullable(),
  companyName: z.string().nullable(),
  web: z.string().nullable(),
  country: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  keywords: z.string().nullable(),
  industries: z.array(z.number()),
  personalDescription: z.string().nullable(),
  companyId: z.string().nullable(),
  addedDate: z.string(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZContactsPage = z.object({
  items: z.array(ZContact),
  page: z.number(),
  recordsPerPage: z.number(),
  totalCount: z.number(),
  sort: z.enum(ContactSortColumns),
  order: z.enum(['asc', 'desc']),
  filter: z.string().nullable(),
});
export type TContactsPage = z.infer<typeof ZContactsPage>;

/** AddToContactList: a registered user by user name or by e-mail (the add-contact-by-e-mail form). */
export const ZAddContactBody = z
  .object({ userName: zOptionalUserName, email: zOptionalUserName })
  .refine((body) => Boolean(body.userName || body.email), { error: Messages.required });
export type TAddContactBody = z.infer<typeof ZAddContactBody>;

/** The add-contact-by-e-mail form. */
export const ZAddContactForm = z.object({ email: zEmail });

/** PUT EditCompanyName: the name the owner of the list gives the contact (empty clears it). */
export const ZEditCompanyNameBody = z.object({
  userName: zUserName,
  customName: zText(200).nullable(),
});
