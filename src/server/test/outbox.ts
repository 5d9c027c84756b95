// What a test's mailer or SMS sender was asked to send, in order, and the 6-digit code in the latest message to one
// address or number: the code a shopper would type.
export type Outbox<T> = { sent: T[]; keep: (message: T) => Promise<void>; lastCode: (to: string) => string };

export function outbox<T extends { to: string; text: string }>(): Outbox<T> {
  const sent: T[] = [];
  return {
    sent,
    keep: async (message) => {
      sent.push(message);
    },
    lastCode(to) {
      const code = sent
        .filter((m) => m.to === to)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
  };
}
