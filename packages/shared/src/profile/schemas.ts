/**
 * Contracts of the profile (spec §3 User, Company; §5 user, company and survey rules; §7 Settings):
 * the same schemas validate the web forms and the server's requests.
 */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';
import { zEmail, zRequiredString, isWebUrl } from '../common/validators.ts';
import { ZAddress, zText } from '../tenders/schemas.ts';

/** Largest integer column value (PostgreSQL integer). */
const MAX_INTEGER = 2_147_483_647;
const zCodeId = z.coerce.number().int().min(0).max(MAX_INTEGER);

/** Digits with optional +, spaces, dots, dashes and parentheses; 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
export const isPhoneNumber = (value: string) =>
  PHONE_PATTERN.test(value) && /^(\D*\d){6,20}\D*$/.test(value);

/** A chosen country ("Please select a country" when none is). */
export const zChosenCountry = z.object(
  { id: zCodeId, code: z.string().max(3).default('') },
  { error: Messages.selectCountry },
);

/** An empty input ('' or null) as null, so that number fields can be cleared. */
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const zOptionalCount = z.preprocess(
  emptyAsNull,
  z.coerce.number().int().min(0).max(MAX_INTEGER).nullable(),
);
const zOptionalAmount = z.preprocess(
  emptyAsNull,
  z.coerce.number().finite().min(0).max(1e15).nullable(),
);
const zOptionalText = (max: number) => zText(max).nullable().optional();

export const zPhoneNumber = zText(40)
  .refine((value) => value === '' || isPhoneNumber(value), { error: Messages.invalidPhone })
  .nullable()
  .optional();

/** A LinkedIn or Facebook profile: a valid website URL if present. */
const zProfileUrl = zText(500)
  .refine((value) => value === '' || isWebUrl(value), { error: Messages.invalidUrl })
  .nullable()
  .optional();

/** A currency code of the code list; the server checks that it exists. */
const zDefaultCurrency = z
  .string({ error: Messages.selectItem })
  .trim()
  .regex(/^[A-Z]{3}$/, { error: Messages.selectItem });

/** PUT /api/settings/UpdateUserDetails (spec §5: first and last name, country; URLs if present). */
export const ZUpdateUserDetails = z.object({
  firstName: zText(100, { required: true }),
  lastName: zText(100, { required: true }),
  /** The contact e-mail; a new one is used once its activation link is followed. */
  email: zEmail,
  phoneNumber: zPhoneNumber,
  facebookProfile: zProfileUrl,
  linkedinProfile: zProfileUrl,
  defaultCurrency: zDefaultCurrency.default(Constants.defaultCurrency),
  wantToBuy: z.boolean().default(true),
  wantToSell: z.boolean().default(true),
  isSearcheable: z.boolean().default(true),
  favouriteAuctionKeywords: zOptionalText(500),
  /** A few words about oneself, shown to the users who keep one as a contact. */
  personalDescription: zOptionalText(1000),
  country: zChosenCountry,
  /** The user's own address (source 1), with an optional map pin; null leaves it out. */
  address: ZAddress.nullable().optional(),
});
export type TUpdateUserDetails = z.input<typeof ZUpdateUserDetails>;

/** PUT /api/settings/UpdateCompanyDetails (spec §5: name, web (a valid URL), country; VAT id when flagged). */
export const ZUpdateCompanyDetails = z
  .object({
    name: zText(200, { required: true }),
    web: zRequiredString
      .max(500)
      .refine((value) => isWebUrl(value), { error: Messages.invalidUrl }),
    position: zOptionalText(100),
    industries: z.array(zCodeId).max(50).default([]),
    address: ZAddress.extend({ country: zChosenCountry }),
    numberOfEmployees: zOptionalCount.optional(),
    registrationId: zOptionalText(50),
    taxId: zOptionalText(50),
    branches: z.preprocess(
      (value) =>
        value === '' || value === null || value === undefined ? Constants.defaultBranches : value,
      z.coerce.number().int().min(1).max(100_000),
    ),
    isVatPayer: z.boolean().default(false),
    vatId: zOptionalText(50),
    yearlyRevenue: zOptionalAmount.optional(),
  })
  .refine((company) => !company.isVatPayer || Boolean(company.vatId?.trim()), {
    error: Messages.required,
    path: ['vatId'],
  });
export type TUpdateCompanyDetails = z.input<typeof ZUpdateCompanyDetails>;

const zCountryRef = z.object({ id: z.number(), code: z.string() });

export const ZCompanyDetails = z.object({
  id: z.string(),
  name: z.string(),
  web: z.string().nullable(),
  position: z.string().nullable(),
  industries: z.array(z.number()),
  address: ZAddress.nullable(),
  numberOfEmployees: z.number().nullable(),
  registrationId: z.string().nullable(),
  taxId: z.string().nullable(),
  branches: z.number(),
  isVatPayer: z.boolean(),
  vatId: z.string().nullable(),
  yearlyRevenue: z.number().nullable(),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;

/** GET /api/settings/GetUserDetails: the User of spec §3, with the company and its address. */
export const ZUserDetails = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  /** A new contact e-mail waiting for activation ("Please check your email to activate"). */
  pendingEmail: z.string().nullable(),
  isEmailConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  rating: z.number().nullable(),
  facebookProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  defaultCurrency: z.string(),
  /** The plan in effect: Free, BusinessStandard or BusinessPremium. */
  accountType: z.string(),
  wantToBuy: z.boolean(),
  wantToSell: z.boolean(),
  isSearcheable: z.boolean(),
  favouriteAuctionKeywords: z.string().nullable(),
  personalDescription: z.string().nullable(),
  address: ZAddress.nullable(),
  company: ZCompanyDetails.nullable(),
  country: zCountryRef.nullable(),
  isUserProfileFilled: z.boolean(),
  createdDate: z.string(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

/** POST /api/settings/SaveSurvey?surveyAnswer=true (spec §5 survey rules). */
export const ZSurvey = z.object({
  firstName: zText(100, { required: true }),
  lastName: zText(100, { required: true }),
  country: zChosenCountry,
  defaultCurrency: zDefaultCurrency,
  message: zText(2000, { required: true }).pipe(
    z.string().min(Constants.keywordMinLength, { error: Messages.minLength2 }),
  ),
});
export type TSurvey = z.input<typeof ZSurvey>;

/** The collaborator form: invite a colleague into the company by e-mail. */
export const ZInviteCollaborator = z.object({ email: zEmail });
export type TInviteCollaborator = z.infer<typeof ZInviteCollaborator>;

export const ZCollaborator = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isYou: z.boolean(),
});
export const ZCollaboratorInvitation = z.object({
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdDate: z.string(),
  expiresDate: z.string(),
});
export const ZCollaborators = z.object({
  companyName: z.string().nullable(),
  members: z.array(ZCollaborator),
  invitations: z.array(ZCollaboratorInvitation),
});
export type TCollaborators = z.infer<typeof ZCollaborators>;
export type TCollaborator = z.infer<typeof ZCollaborator>;

/** What the invitation link shows before it is accepted. */
export const ZCompanyInvitationInfo = z.object({
  companyName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
});
export type TCompanyInvitationInfo = z.infer<typeof ZCompanyInvitationInfo>;
