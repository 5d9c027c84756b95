// One POST of JSON to a message provider's HTTP API (MSG91, Meta's Cloud API), as the channel adapters make it:
// the answer with its text, or why there was none (a timeout, or nothing reachable), for the adapter to classify.
// The timeout covers a body that never ends too.

export type Posted =
  | { answered: true; res: Response; text: string }
  | { answered: false; timedOut: boolean; reason: string };

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<Posted> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { answered: true, res, text: await res.text() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { answered: false, timedOut, reason: timedOut ? `no answer within ${timeoutMs} ms` : 'not reachable' };
  }
}

/** A provider's answer as an object whose fields are all to be checked (`{}` when it is not a JSON object). */
export function answerObject<T extends object>(text: string): T {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as T) : ({} as T);
  } catch {
    return {} as T;
  }
}
