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

/**
 * How the server behaves right now: `accept`s mail, `refuse`s every connection with 421 (busy, try
 * later), or `stall`s: takes the message and never answers (a server gone silent).
 */
export type SmtpMode = 'accept' | 'refuse' | 'stall';

/** A local SMTP server: records what it receives; addresses can be made to fail for good or once. */
export function startSmtpServer() {
  const received: Received[] = [];
  const failOnce = new Set<string>();
  const state = { mode: 'accept' as SmtpMode };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.mode === 'refuse')
        return callback(Object.assign(new Error('Too busy, try again later'), { responseCode: 421 }));
      return callback();
    },
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
        if (state.mode === 'stall') return;
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
    state,
    /** On a free port, or on `port` again (after close: the server is back where it was). */
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Notification emails to this address (the account's own mails, such as the verification link, carry no unsubscribe header). */
    to: (address: string) =>
      received.filter((mail) => mail.to.includes(address.toLowerCase()) && mail.headers.has('list-unsubscribe')),
  };
}
