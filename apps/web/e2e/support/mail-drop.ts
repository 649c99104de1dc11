// Where the e2e server writes each mail as a file (MAIL_DROP_DIR), one folder per port: the
// journeys read one-time links there, as a developer reads their mailbox, not through the admin.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const mailDropDir =
  process.env.E2E_MAIL_DROP_DIR ??
  path.join(tmpdir(), `tendermark-e2e-mail-${process.env.E2E_PORT ?? '3210'}`);
