/** External login providers offered on the login page (Google, Facebook, Twitter when configured). */
import { z } from 'zod';

export const ZExternalLogin = z.object({
  name: z.string(),
  url: z.string(),
  state: z.string().optional(),
});
export type TExternalLogin = z.infer<typeof ZExternalLogin>;
