/** Ids are uuids; anything else cannot name a row (and must not reach PostgreSQL as a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | undefined | null): value is string =>
  typeof value === 'string' && UUID.test(value);
