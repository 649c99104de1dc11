/** OpenAPI pieces shared by the account routes. */
import { ZErrorReply } from '@tendermark/shared';

export const accountTags = ['account'];
export const bearerSecurity = [{ bearer: [] }];

/** The uniform `{ error, message }` reply declared for each listed status code. */
export function errorReplies<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof ZErrorReply> {
  return Object.fromEntries(codes.map((code) => [code, ZErrorReply])) as Record<
    Code,
    typeof ZErrorReply
  >;
}
