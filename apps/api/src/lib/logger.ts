import pino, { type DestinationStream, type Logger } from 'pino';

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
