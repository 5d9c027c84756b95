// Structured logs: one JSON object per line on stdout/stderr. E-mail addresses are masked here, once, in
// every string of every line (message and fields, however deep), so no caller can leak one by accident.
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;
export type LogSink = (line: string, level: Level) => void;

const EMAIL = /([A-Za-z0-9!#$%&'*+/=?^_`{|}~-])[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]*@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+)/g;

/** `asha.rao@example.com` → `a•••@example.com`: enough to tell mails apart, not enough to contact anyone. */
export const maskEmails = (text: string): string => text.replace(EMAIL, '$1•••@$2');

function masked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => masked(v, depth + 1));
  if (value instanceof Date) return value;
  if (value instanceof Error) return masked({ name: value.name, message: value.message, stack: value.stack }, depth);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, depth + 1)]));
}

const toStd: LogSink = (line, level) =>
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);

export function createLogger(
  level: Level | 'silent' = 'info',
  base: Record<string, unknown> = {},
  sink: LogSink = toStd,
): Logger {
  const make =
    (l: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[l] < ORDER[level]) return;
      const entry = masked({ time: new Date().toISOString(), level: l, msg, ...base, ...fields });
      sink(JSON.stringify(entry), l);
    };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}
