import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server for tests that read what the product mails (notification-mail.test.ts,
// account-mail.test.ts).

export interface Received {
  to: string[];
  raw: string;
  headers: Map<string, string>;
}

/** The body of a received mail as text: quoted-printable soft breaks and escapes undone. */
export function bodyText(mail: Received): string {
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A local SMTP server: records what it receives; addresses can be made to fail for good or once. */
export function startSmtpServer() {
  const received: Received[] = [];
  const failOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.startsWith('bounce-')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      if (failOnce.delete(to)) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const headers = new Map(
          head.split(/\r?\n/).map((line) => {
            const index = line.indexOf(':');
            return [line.slice(0, index).toLowerCase(), line.slice(index + 1).trim()] as [string, string];
          }),
        );
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw, headers });
        callback();
      });
    },
  });
  return {
    received,
    failOnce,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Notification emails to this address (the account's own mails, such as the verification link, carry no unsubscribe header). */
    to: (address: string) =>
      received.filter((mail) => mail.to.includes(address.toLowerCase()) && mail.headers.has('list-unsubscribe')),
  };
}
