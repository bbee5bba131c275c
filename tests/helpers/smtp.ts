// A real SMTP server on 127.0.0.1 for tests (smtp-server), with password authentication, that keeps every message
// it accepts, parsed (mailparser). Give the server `EMAIL_SERVER: mailbox.url`.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface TestMailbox {
  /** smtp://user:pass@127.0.0.1:PORT */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next (or an already received, unclaimed) message to this address. */
  /** The first mail to `to` not yet claimed (and, given `matches`, that it accepts), claimed now. */
  waitForMail(to: string, timeoutMs?: number, matches?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const USER = 'agentgauge';
const PASSWORD = 'smtp-test-password';

export async function startMailbox(): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  const claimed = new Set<ReceivedMail>();
  const server = new SMTPServer({
    secure: false,
    // Plain SMTP on loopback: no STARTTLS offered, so the client does not try to upgrade to a self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = (server.server as unknown as { address(): AddressInfo }).address();

  async function waitForMail(to: string, timeoutMs = 15_000, matches: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((candidate) => !claimed.has(candidate) && candidate.to.includes(to) && matches(candidate));
      if (mail) {
        claimed.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms (received: ${received.length})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
