/** How users are named to each other in supplier messages: their name, else their company, else their user name. */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export async function displayNameOf(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db
    .select({
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return '';
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  if (fullName && row.companyName) return `${fullName} (${row.companyName})`;
  return fullName || row.companyName || row.userName;
}
