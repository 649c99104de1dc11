import type { Database } from '../../db/client.ts';

export async function seedCodeLists(_db: Database): Promise<void> {}
