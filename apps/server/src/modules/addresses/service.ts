/** Saved addresses of a user (own, company, delivery) and the address a tender's source points at. */
import { and, desc, eq } from 'drizzle-orm';
import { AddressSource, Messages, type TAddress, type TSavedAddress } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { addresses, companies, countries, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

type AddressRow = typeof addresses.$inferSelect;
const DELIVERY_KIND = 'delivery';

const addressColumns = {
  row: addresses,
  countryCode: countries.code,
};

function toAddress(row: AddressRow, countryCode: string | null): TAddress {
  return {
    id: row.id,
    streetAddress: row.streetAddress,
    streetAddress2: row.streetAddress2,
    zipCode: row.zipCode,
    city: row.city,
    state: row.state,
    country:
      row.countryId !== null && countryCode ? { id: row.countryId, code: countryCode } : null,
    gpsCoords: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
  };
}

export function columnsOf(address: TAddress) {
  return {
    streetAddress: address.streetAddress ?? null,
    streetAddress2: address.streetAddress2 ?? null,
    zipCode: address.zipCode ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    countryId: address.country?.id ?? null,
    lat: address.gpsCoords?.lat ?? null,
    lng: address.gpsCoords?.lng ?? null,
  };
}

/** Refuses an address whose country is not in the code list ("Please select a country"). */
export async function assertKnownCountry(db: DbExecutor, address: TAddress): Promise<void> {
  const countryId = address.country?.id;
  if (countryId === undefined) return;
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw badRequest(Messages.selectCountry, 'validation_error');
}

export async function addressById(db: DbExecutor, id: string | null): Promise<TAddress | null> {
  if (!id) return null;
  const [found] = await db
    .select(addressColumns)
    .from(addresses)
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(addresses.id, id));
  return found ? toAddress(found.row, found.countryCode) : null;
}

async function ownAddressIds(db: DbExecutor, userId: string) {
  const [found] = await db
    .select({ userAddressId: users.addressId, companyAddressId: companies.addressId })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!found) throw notFound();
  return found;
}

/** The user's own address (source 1) or the company's (source 2); null when none is saved. */
export async function addressOfSource(
  db: DbExecutor,
  userId: string,
  source: typeof AddressSource.USER | typeof AddressSource.COMPANY,
): Promise<TAddress | null> {
  const ids = await ownAddressIds(db, userId);
  return addressById(db, source === AddressSource.USER ? ids.userAddressId : ids.companyAddressId);
}

async function deliveryRows(db: DbExecutor, userId: string) {
  return db
    .select(addressColumns)
    .from(addresses)
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.ownerId, userId), eq(addresses.kind, DELIVERY_KIND)))
    .orderBy(desc(addresses.createdAt));
}

/** Own, company and delivery addresses, each with its source; newest delivery addresses first. */
export async function listMyAddresses(db: DbExecutor, userId: string): Promise<TSavedAddress[]> {
  const ids = await ownAddressIds(db, userId);
  const own = await addressById(db, ids.userAddressId);
  const company = await addressById(db, ids.companyAddressId);
  const deliveries = await deliveryRows(db, userId);
  return [
    ...(own ? [{ ...own, source: AddressSource.USER }] : []),
    ...(company ? [{ ...company, source: AddressSource.COMPANY }] : []),
    ...deliveries.map(({ row, countryCode }) => ({
      ...toAddress(row, countryCode),
      source: AddressSource.DELIVERY,
    })),
  ];
}

const comparable = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

function isSamePlace(row: AddressRow, address: TAddress): boolean {
  const values = columnsOf(address);
  return (
    row.countryId === values.countryId &&
    (['streetAddress', 'streetAddress2', 'zipCode', 'city', 'state'] as const).every(
      (field) => comparable(row[field]) === comparable(values[field]),
    )
  );
}

/**
 * Saves a delivery address; an existing delivery entry with the same address is replaced
 * (updated and moved to the top) rather than duplicated (spec §4).
 */
export async function saveDeliveryAddress(
  db: DbExecutor,
  userId: string,
  address: TAddress,
  now: Date,
): Promise<TSavedAddress> {
  await assertKnownCountry(db, address);
  const existing = (await deliveryRows(db, userId)).find(({ row }) => isSamePlace(row, address));
  const values = { ...columnsOf(address), createdAt: now };
  const [saved] = existing
    ? await db
        .update(addresses)
        .set(values)
        .where(eq(addresses.id, existing.row.id))
        .returning({ id: addresses.id })
    : await db
        .insert(addresses)
        .values({ ...values, ownerId: userId, kind: DELIVERY_KIND })
        .returning({ id: addresses.id });
  return { ...((await addressById(db, saved.id)) as TAddress), source: AddressSource.DELIVERY };
}

/** Saves the user's own address (source 1), creating it on first save. */
export async function saveUserAddress(
  db: DbExecutor,
  userId: string,
  address: TAddress,
): Promise<TSavedAddress> {
  await assertKnownCountry(db, address);
  const { userAddressId } = await ownAddressIds(db, userId);
  let addressId = userAddressId;
  if (addressId) {
    await db.update(addresses).set(columnsOf(address)).where(eq(addresses.id, addressId));
  } else {
    const [created] = await db
      .insert(addresses)
      .values({ ...columnsOf(address), ownerId: userId, kind: 'user' })
      .returning({ id: addresses.id });
    addressId = created.id;
    await db.update(users).set({ addressId }).where(eq(users.id, userId));
  }
  return { ...((await addressById(db, addressId)) as TAddress), source: AddressSource.USER };
}
