// Where each worker's e2e server writes its mails (MAIL_DROP_DIR), one folder per port: the
// journeys read one-time links there, as a developer reads their mailbox, not through the admin.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const mailDropDirFor = (port: number) => path.join(tmpdir(), `tendermark-e2e-mail-${port}`);
