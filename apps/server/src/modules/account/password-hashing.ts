/** Password hashes: argon2id (the @node-rs/argon2 default, OWASP parameters). */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the hash. Without a hash (unknown user, external-only account)
 * a dummy hash is still verified, so the response time does not reveal whether the account exists.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
