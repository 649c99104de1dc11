/** Query parameters shared by the tender routes (names as in spec §7, matched case-insensitively). */
import { z } from 'zod';
import { Messages } from '@tendermark/shared';

/** An id from the query; unknown or malformed ids are answered 404 by the services. */
export const zQueryId = z
  .string({ error: Messages.required })
  .trim()
  .min(1, { error: Messages.required });

export const ZTenderIdQuery = z.object({ tenderId: zQueryId });
