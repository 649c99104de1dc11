/** Admin calls of the account area: granting a trial and reading the (redacted) mail outbox. */
import { z } from 'zod';
import { Constants, Roles } from '../common/enums.ts';
import { zUserName } from '../common/validators.ts';

export const ZGiveTrialRequest = z.object({
  userName: zUserName,
  days: z.number().int().min(1).max(3650).optional().default(Constants.defaultTrialDays),
});
export type TGiveTrialRequest = z.input<typeof ZGiveTrialRequest>;

export const ZGiveTrialReply = z.object({
  userName: z.string(),
  roles: z.array(z.enum(Roles)),
  /** ISO-8601 end of the paid roles; null when they do not lapse. */
  expires: z.string().nullable(),
});
export type TGiveTrialReply = z.infer<typeof ZGiveTrialReply>;

export const ZOutboxMailsQuery = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(20),
});

/**
 * A mail as the admin sees it: one-time links redacted (`[redacted]` in place of the token, the
 * link's path kept), and mails about tenders only as a summary of their kind (`text` null,
 * `isContentHidden`), since who takes part in a tender is the buyer's business secret.
 */
export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  isContentHidden: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why sending failed, links redacted. */
  error: z.string().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
