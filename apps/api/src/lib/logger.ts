import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import { redactUrl } from './redact-url';

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

type LoggedRequest = { raw?: unknown; method?: string; url?: string; headers?: Record<string, unknown>; host?: string; ip?: string; socket?: { remotePort?: number } };

/** Fastify's request line: the fields of Fastify's own `req` serializer, with the URL redacted. */
const fastifyRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
  version: req.headers?.['accept-version'],
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/**
 * Every URL a log line carries goes through redactUrl (issue #28.5): Fastify's request line (`req`;
 * Fastify takes the logger's serializers over its own), any other `req` object's `url`, a plain
 * `url` field, and an error's message and stack. Serializers run only for a line that is written.
 */
export const URL_SERIALIZERS = {
  req: (req: LoggedRequest) => {
    if (req && typeof req === 'object' && 'raw' in req) return fastifyRequest(req);
    return req && typeof req.url === 'string' ? { ...req, url: redactUrl(req.url) } : req;
  },
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
  err: (error: Error) => {
    const out = pino.stdSerializers.err(error) as unknown as { message?: unknown; stack?: unknown } | undefined;
    if (out && typeof out === 'object') {
      if (typeof out.message === 'string') out.message = redactUrl(out.message);
      if (typeof out.stack === 'string') out.stack = redactUrl(out.stack);
    }
    return out;
  },
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: URL_SERIALIZERS }, destination);
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
