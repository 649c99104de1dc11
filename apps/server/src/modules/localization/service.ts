/** Localization texts: the web app's texts by key, and the admin's list, edits and integrity check. */
import { eq, ilike, or } from 'drizzle-orm';
import {
  EnglishTexts,
  type TAddLocalizationTextRequest,
  type TEditLocalizationTextRequest,
  type TFeLocalizationTexts,
  type TLocalizationIntegrityReport,
  type TLocalizationText,
} from '@tendermark/shared';
import type { Database } from '../../db/client.ts';
import { localizationTexts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export const LocalizationMessages = {
  duplicateKey: 'A localization text with this key already exists',
  unknownKey: 'Localization text not found',
} as const;

const publicColumns = {
  key: localizationTexts.key,
  value: localizationTexts.value,
  correction: localizationTexts.correction,
  isFeText: localizationTexts.isFeText,
  textCorrected: localizationTexts.textCorrected,
};

/** The text users see: the correction once it is approved, else the original value. */
export function shownText(text: Pick<TLocalizationText, 'value' | 'correction' | 'textCorrected'>) {
  return text.textCorrected && text.correction !== null ? text.correction : text.value;
}

/** Keys in code-point order, the same on every database collation. */
const byKey = (a: { key: string }, b: { key: string }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

export async function getFeTexts(db: Database): Promise<TFeLocalizationTexts> {
  const texts = await db
    .select(publicColumns)
    .from(localizationTexts)
    .where(eq(localizationTexts.isFeText, true));
  return Object.fromEntries(texts.sort(byKey).map((text) => [text.key, shownText(text)]));
}

export async function findText(db: Database, key: string): Promise<TLocalizationText | undefined> {
  const [text] = await db
    .select(publicColumns)
    .from(localizationTexts)
    .where(eq(localizationTexts.key, key));
  return text;
}

export async function listTexts(db: Database, filter?: string): Promise<TLocalizationText[]> {
  const query = db.select(publicColumns).from(localizationTexts);
  if (!filter) return (await query).sort(byKey);
  const pattern = `%${filter.replace(/[\\%_]/g, '\\$&')}%`;
  const matching = await query.where(
    or(
      ilike(localizationTexts.key, pattern),
      ilike(localizationTexts.value, pattern),
      ilike(localizationTexts.correction, pattern),
    ),
  );
  return matching.sort(byKey);
}

export async function addText(
  db: Database,
  clock: Clock,
  input: TAddLocalizationTextRequest,
): Promise<TLocalizationText> {
  const [created] = await db
    .insert(localizationTexts)
    .values({ ...input, updatedAt: clock.now() })
    .onConflictDoNothing()
    .returning(publicColumns);
  if (!created) throw conflict(LocalizationMessages.duplicateKey, 'duplicate_key');
  return created;
}

export async function editText(
  db: Database,
  clock: Clock,
  { key, ...changes }: TEditLocalizationTextRequest,
): Promise<TLocalizationText> {
  const [updated] = await db
    .update(localizationTexts)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(localizationTexts.key, key))
    .returning(publicColumns);
  if (!updated) throw notFound(LocalizationMessages.unknownKey);
  return updated;
}

export async function deleteText(db: Database, key: string): Promise<void> {
  const deleted = await db
    .delete(localizationTexts)
    .where(eq(localizationTexts.key, key))
    .returning({ key: localizationTexts.key });
  if (deleted.length === 0) throw notFound(LocalizationMessages.unknownKey);
}

export async function checkIntegrity(db: Database): Promise<TLocalizationIntegrityReport> {
  const texts = (await db.select(publicColumns).from(localizationTexts)).sort(byKey);
  const storedKeys = new Set(texts.map((text) => text.key));
  return {
    missingKeys: Object.keys(EnglishTexts)
      .filter((key) => !storedKeys.has(key))
      .sort(),
    unusedKeys: texts
      .filter((text) => text.isFeText && !Object.hasOwn(EnglishTexts, text.key))
      .map((text) => text.key),
    emptyValues: texts.filter((text) => shownText(text).trim() === '').map((text) => text.key),
  };
}
