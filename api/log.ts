/** One-line JSON logs; the request id ties a request's lines together. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void> & {
  /** Whether a line at `at` is written: a caller skips building the fields of one that would not be. */
  enabled(at: Level): boolean;
};

export function createLogger(level: Level | 'silent' = 'info'): Logger {
  const emit = (at: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields });
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: emit('debug'),
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    enabled: (at) => order[at] >= order[level],
  };
}
