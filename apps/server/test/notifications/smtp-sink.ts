/** A real SMTP server for tests (smtp-server), whose mails are parsed as a mail client would (mailparser). */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { settle } from '../auction/sockets.ts';

/** An SMTP server that keeps what it receives and refuses the `refused` addresses with 550. */
export async function startSmtpSink(refused = new Set<string>(), port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (!refused.has(address.address)) return done();
      done(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** The mails to an address with a subject, once they have arrived. */
    async mailsTo(address: string, subject: string | RegExp, count = 1) {
      const matching = () =>
        received.filter(
          (mail) =>
            mail.to &&
            !Array.isArray(mail.to) &&
            mail.to.value.some((to) => to.address === address) &&
            (typeof subject === 'string'
              ? mail.subject === subject
              : subject.test(mail.subject ?? '')),
        );
      await settle(() => matching().length >= count, { extraMs: 0 });
      return matching();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
