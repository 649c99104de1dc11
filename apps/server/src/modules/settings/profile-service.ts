/**
 * The caller's own profile (spec §7 Settings): user details, company details and the contact
 * e-mail. Every function works on the signed-in user's id only, so nobody reaches another's data.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  Messages,
  type Role,
  type TAddress,
  type TCompanyDetails,
  type TUserDetails,
  type ZUpdateCompanyDetails,
  type ZUpdateUserDetails,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { addresses, companies, countries, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { addressById, columnsOf, saveUserAddress } from '../addresses/service.ts';
import { replaceOneTimeToken, useOneTimeToken } from '../account/one-time-tokens.ts';
import { isUserProfileFilled, loadCompanyEssentials } from '../account/user-info.ts';
import { loadEffectiveRoles } from '../account/user-roles.ts';
import { findUserById, findUserByName, normalizeUserName, type UserRow } from '../account/users.ts';
import { assertCountry, assertCurrency, assertIndustries } from './code-checks.ts';

export type UserDetailsUpdate = z.output<typeof ZUpdateUserDetails>;
export type CompanyDetailsUpdate = z.output<typeof ZUpdateCompanyDetails>;

const plansBestFirst: Role[] = ['BusinessPremium', 'BusinessStandard', 'Free'];
const planOf = (roles: Role[]) => plansBestFirst.find((plan) => roles.includes(plan)) ?? 'Free';

/** The signed-in user's row; a removed account counts as signed out. */
async function ownUser(db: DbExecutor, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw unauthorized();
  return user;
}

async function companyDetails(
  db: DbExecutor,
  companyId: string | null,
): Promise<TCompanyDetails | null> {
  if (!companyId) return null;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  return {
    id: company.id,
    name: company.name,
    web: company.web,
    position: company.position,
    industries: company.industryIds,
    address: await addressById(db, company.addressId),
    numberOfEmployees: company.numberOfEmployees,
    registrationId: company.registrationId,
    taxId: company.taxId,
    branches: company.branches,
    isVatPayer: company.isVatPayer,
    vatId: company.vatId,
    yearlyRevenue: company.yearlyRevenue,
  };
}

/** GET GetUserDetails: the User of spec §3 with the company and both addresses. */
export async function getUserDetails(ctx: AppContext, userId: string): Promise<TUserDetails> {
  const user = await ownUser(ctx.db, userId);
  const [country] = user.countryId
    ? await ctx.db
        .select({ id: countries.id, code: countries.code })
        .from(countries)
        .where(eq(countries.id, user.countryId))
    : [];
  const [roles, company, address, essentials] = await Promise.all([
    loadEffectiveRoles(ctx.db, user, ctx.clock.now()),
    companyDetails(ctx.db, user.companyId),
    addressById(ctx.db, user.addressId),
    loadCompanyEssentials(ctx.db, user.companyId),
  ]);
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    isEmailConfirmed: user.isEmailConfirmed,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    rating: user.rating,
    facebookProfile: user.facebookProfile,
    linkedinProfile: user.linkedinProfile,
    personalDescription: user.personalDescription,
    defaultCurrency: user.defaultCurrency,
    accountType: planOf(roles),
    wantToBuy: user.wantToBuy,
    wantToSell: user.wantToSell,
    isSearcheable: user.isSearchable,
    favouriteAuctionKeywords: user.favouriteAuctionKeywords,
    address,
    company,
    country: country ?? null,
    isUserProfileFilled: isUserProfileFilled(user, essentials),
    createdDate: user.createdAt.toISOString(),
  };
}

const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * What becomes of the contact e-mail: the same address stays; the account's own (activated)
 * address is taken at once; any other waits for its activation link.
 */
function contactEmailChange(user: UserRow, requested: string) {
  const email = normalizeUserName(requested);
  if (email === user.email) return { kind: 'unchanged' as const };
  if (email === user.userName && user.isActivated) return { kind: 'confirmed' as const, email };
  if (email === user.pendingEmail) return { kind: 'still-pending' as const };
  return { kind: 'pending' as const, email };
}

/**
 * PUT UpdateUserDetails. A new contact e-mail is mailed an activation link and used once it is
 * followed; the reply's pendingEmail tells the web app to say "Please check your email to activate".
 */
export async function updateUserDetails(
  ctx: AppContext,
  userId: string,
  details: UserDetailsUpdate,
): Promise<TUserDetails> {
  await assertCountry(ctx.db, details.country.id);
  await assertCurrency(ctx.db, details.defaultCurrency);
  if (details.address?.country) await assertCountry(ctx.db, details.address.country.id);
  const now = ctx.clock.now();

  await inTransaction(ctx, async (tx, events) => {
    const user = await ownUser(tx, userId);
    const change = contactEmailChange(user, details.email);
    await tx
      .update(users)
      .set({
        firstName: details.firstName,
        lastName: details.lastName,
        phoneNumber: blankAsNull(details.phoneNumber),
        facebookProfile: blankAsNull(details.facebookProfile),
        linkedinProfile: blankAsNull(details.linkedinProfile),
        defaultCurrency: details.defaultCurrency,
        wantToBuy: details.wantToBuy,
        wantToSell: details.wantToSell,
        isSearchable: details.isSearcheable,
        favouriteAuctionKeywords: blankAsNull(details.favouriteAuctionKeywords),
        personalDescription: blankAsNull(details.personalDescription),
        countryId: details.country.id,
        ...(change.kind === 'confirmed'
          ? { email: change.email, pendingEmail: null, isEmailConfirmed: true }
          : change.kind === 'pending'
            ? { pendingEmail: change.email }
            : change.kind === 'unchanged'
              ? { pendingEmail: null }
              : {}),
      })
      .where(eq(users.id, user.id));
    if (details.address) await saveUserAddress(tx, user.id, details.address);
    if (change.kind !== 'pending') return;
    const token = await replaceOneTimeToken(tx, user.id, 'contact-mail', now);
    await ctx.mailer.queue({ tx, events }, change.email, 'contactEmailActivation', {
      token,
      userName: user.userName,
    });
  });
  return getUserDetails(ctx, userId);
}

/** Writes the company's address, creating it on the first save. */
async function saveCompanyAddress(
  db: DbExecutor,
  companyId: string,
  addressId: string | null,
  address: TAddress,
): Promise<string> {
  if (addressId) {
    await db.update(addresses).set(columnsOf(address)).where(eq(addresses.id, addressId));
    return addressId;
  }
  const [created] = await db
    .insert(addresses)
    .values({ ...columnsOf(address), ownerId: companyId, kind: 'company' })
    .returning({ id: addresses.id });
  return created.id;
}

/**
 * PUT UpdateCompanyDetails: the caller's company, created on the first save. Colleagues in the
 * same company edit the same details.
 */
export async function updateCompanyDetails(
  ctx: AppContext,
  userId: string,
  details: CompanyDetailsUpdate,
): Promise<TUserDetails> {
  await assertCountry(ctx.db, details.address.country.id);
  await assertIndustries(ctx.db, details.industries);
  await ctx.db.transaction(async (tx) => {
    const user = await ownUser(tx, userId);
    const values = {
      name: details.name,
      web: details.web,
      position: blankAsNull(details.position),
      industryIds: [...new Set(details.industries)],
      numberOfEmployees: details.numberOfEmployees ?? null,
      registrationId: blankAsNull(details.registrationId),
      taxId: blankAsNull(details.taxId),
      branches: details.branches,
      isVatPayer: details.isVatPayer,
      vatId: blankAsNull(details.vatId),
      yearlyRevenue: details.yearlyRevenue ?? null,
    };
    const [existing] = user.companyId
      ? await tx
          .select({ id: companies.id, addressId: companies.addressId })
          .from(companies)
          .where(eq(companies.id, user.companyId))
          .for('update')
      : [];
    if (existing) {
      const addressId = await saveCompanyAddress(
        tx,
        existing.id,
        existing.addressId,
        details.address,
      );
      await tx
        .update(companies)
        .set({ ...values, addressId })
        .where(eq(companies.id, existing.id));
      return;
    }
    const [created] = await tx.insert(companies).values(values).returning({ id: companies.id });
    const addressId = await saveCompanyAddress(tx, created.id, null, details.address);
    await tx.update(companies).set({ addressId }).where(eq(companies.id, created.id));
    await tx.update(users).set({ companyId: created.id }).where(eq(users.id, user.id));
  });
  return getUserDetails(ctx, userId);
}

/** GET ActivateContactEmail?user&token: the pending contact e-mail becomes the contact e-mail. */
export async function activateContactEmail(
  ctx: AppContext,
  userName: string,
  token: string,
): Promise<void> {
  const isActivated = await ctx.db.transaction(async (tx) => {
    const user = await findUserByName(tx, userName);
    if (!user?.pendingEmail || user.deletedAt) return false;
    const used = await useOneTimeToken(tx, 'contact-mail', token, ctx.clock.now(), user.id);
    if (!used) return false;
    await tx
      .update(users)
      .set({ email: user.pendingEmail, pendingEmail: null, isEmailConfirmed: true })
      .where(eq(users.id, user.id));
    return true;
  });
  if (!isActivated) throw badRequest(Messages.invalidToken, 'invalid_token');
}
