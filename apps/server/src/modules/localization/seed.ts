import type { Database } from '../../db/client.ts';

export async function seedLocalizationTexts(_db: Database): Promise<void> {}
