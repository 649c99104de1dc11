/** Adds every English UI text the database lacks; existing texts and their corrections stay as they are. */
import { EnglishTexts } from '@tendermark/shared';
import type { Database } from '../../db/client.ts';
import { localizationTexts } from '../../db/schema/index.ts';

export async function seedLocalizationTexts(db: Database): Promise<void> {
  const stored = await db.select({ key: localizationTexts.key }).from(localizationTexts);
  const storedKeys = new Set(stored.map((text) => text.key));
  const missing = Object.entries(EnglishTexts)
    .filter(([key]) => !storedKeys.has(key))
    .map(([key, value]) => ({ key, value, isFeText: true }));
  if (missing.length === 0) return;
  // Another node may be seeding at the same moment.
  await db.insert(localizationTexts).values(missing).onConflictDoNothing();
}
