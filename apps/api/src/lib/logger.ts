import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';

/** Body fields that carry secrets or card data; redacted wherever they appear in a log line. */
export const SECRET_FIELDS = ['password', 'idToken', 'refreshToken', 'userToken', 'cardToken', 'number', 'cvc', 'clientSecret'];

const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]'];

export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => {
    const key = h.startsWith('[') ? h : `.${h}`;
    return [`req.headers${key}`, `res.headers${key}`, `headers${key}`];
  }),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** See lazyChildLogger. A class, so that a request allocates one object, not a closure per level. */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: Level, args: unknown[]) {
    if (this.made || this.parent.isLevelEnabled(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * Fastify's per-request logger (`childLoggerFactory`), made only when the request logs a line its
 * level lets through: pino's `child` serialises and redacts the bindings (the request id) on every
 * call, a cost every request paid even with nothing to log (issue #22). A route's own log level,
 * or a parent that cannot tell its level, gets the child at once.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const withLevels = parent as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
  if (options.level !== undefined || typeof withLevels.isLevelEnabled !== 'function') return parent.child(bindings, options);
  return new LazyChildLogger(withLevels as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>, bindings, options) as unknown as FastifyBaseLogger;
}
