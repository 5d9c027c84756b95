// Structured logs: one JSON object per line on stdout/stderr.
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

export function createLogger(level: Level | 'silent' = 'info', base: Record<string, unknown> = {}): Logger {
  const make =
    (l: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[l] < ORDER[level]) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...base, ...fields });
      (l === 'error' || l === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}
