/**
 * The developer's mailbox without SMTP (like Django's file-based e-mail backend): each mail,
 * links intact, as a JSON file in MAIL_DROP_DIR. Only someone with the machine's files reads it;
 * the admin API and the log show mails redacted.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type DroppedMail = {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export type MailDrop = { write(mail: DroppedMail): Promise<string> };

/** Files sort by name in the order they were written: wall time, then a counter of this process. */
export function createMailDrop(directory: string): MailDrop {
  let sequence = 0;
  let isReady: Promise<void> | undefined;
  const prepare = async () => {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    await chmod(directory, 0o700);
  };
  return {
    async write(mail) {
      isReady ??= prepare();
      await isReady;
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(directory, name);
      // Written aside and renamed, so that a reader never meets half a mail.
      await writeFile(`${file}.partial`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      return file;
    },
  };
}
