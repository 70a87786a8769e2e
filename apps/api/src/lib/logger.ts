import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type LogFn, type Logger } from 'pino';

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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Fastify's per-request logger (`childLoggerFactory`), made only when the request logs a line its
 * level lets through: pino's `child` serialises and redacts the bindings (the request id) on every
 * call, a cost every request paid even with nothing to log (issue #22). A route's own log level,
 * or a parent that cannot tell its level, gets the child at once.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const enabledOnParent = (parent as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.bind(parent);
  if (options.level !== undefined || !enabledOnParent) return parent.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= parent.child(bindings, options));
  const logger = {
    get level() {
      return child ? child.level : parent.level;
    },
    set level(level: string) {
      real().level = level;
    },
    silent: () => {},
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) => real().child(more, moreOptions),
  } as unknown as FastifyBaseLogger;
  for (const level of LEVELS) {
    logger[level] = ((...args: Parameters<LogFn>) => {
      if (child || enabledOnParent(level)) real()[level](...args);
    }) as LogFn;
  }
  return logger;
}
