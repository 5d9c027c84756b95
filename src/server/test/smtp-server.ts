// A real SMTP server for tests, on a free port of 127.0.0.1, that keeps each message it accepts (envelope and raw
// data). `refuse` can turn a message down after DATA with an SMTP reply (smtpRefusal: its code and text), as a busy
// or strict server does; other `options` (smtp-server's own) can refuse an earlier step or ask for a login.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type Received = { from: string; to: string[]; data: string };

/** An SMTP refusal as smtp-server sends it: the reply code and its text. */
export const smtpRefusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

export async function startSmtp(
  options: Partial<SMTPServerOptions> & { refuse?: (message: Received) => Error | undefined } = {},
) {
  const { refuse, ...own } = options;
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c) => (data += c));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        };
        const refusal = refuse?.(message);
        if (refusal) return callback(refusal);
        received.push(message);
        callback();
      });
    },
    ...own,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
