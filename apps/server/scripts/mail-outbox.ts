/**
 * `npm run mail:outbox -- [--limit <n>] [address]`: the developer's mailbox without SMTP. Prints
 * the newest mails (links intact) that the server wrote to MAIL_DROP_DIR (default DATA_DIR/mail
 * when SMTP_URL is unset), optionally only those to one address. Only someone with the machine's
 * files reads them; the admin API and the log show mails with their one-time links redacted.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import type { DroppedMail } from '../src/mail/mail-drop.ts';

const USAGE = `usage: npm run mail:outbox -- [--limit <n>] [address]
  --limit  how many of the newest mails to print (default 5)`;

const { values: options, positionals } = parseArgs({
  options: { limit: { type: 'string', default: '5' }, help: { type: 'boolean' } },
  allowPositionals: true,
});
const limit = Number(options.limit);
if (options.help || !Number.isInteger(limit) || limit < 1 || positionals.length > 1) {
  console.log(USAGE);
  process.exit(options.help ? 0 : 1);
}
const address = positionals[0]?.trim().toLowerCase();

const directory = loadConfig().mailDropDir;
if (!directory) {
  console.error(
    'No mail folder: MAIL_DROP_DIR is off (or SMTP_URL is set and MAIL_DROP_DIR is not).',
  );
  process.exit(1);
}

const names = (await readdir(directory).catch(() => [] as string[]))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .reverse();
let printed = 0;
for (const name of names) {
  if (printed === limit) break;
  const mail = JSON.parse(await readFile(path.join(directory, name), 'utf8')) as DroppedMail;
  if (address && mail.to.toLowerCase() !== address) continue;
  printed += 1;
  console.log(
    `── ${mail.createdAt}  to ${mail.to}  (${mail.template})\n${mail.subject}\n\n${mail.text}\n`,
  );
}
if (printed === 0) console.log(`No mails${address ? ` to ${address}` : ''} in ${directory}.`);
