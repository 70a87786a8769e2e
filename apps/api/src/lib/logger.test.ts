import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger, lazyChildLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

it('redacts credentials in headers and secret body fields at any depth', () => {
  const { logger, lines } = capture();
  logger.info(
    {
      req: { headers: { authorization: 'Bearer abc.def', cookie: 'api_token=xyz', host: 'anna.chairly.localhost' } },
      res: { headers: { 'set-cookie': 'refresh_token=r1' } },
      body: { email: 'a@b.test', password: 'Secret-1!', card: { number: '371449635398431', cvc: '1234' } },
      idToken: 'id.token.value',
      payload: { refreshToken: 'rt', userToken: 'ut', cardToken: 'ct' },
    },
    'request',
  );
  const line = lines.join('');
  for (const secret of ['abc.def', 'api_token=xyz', 'refresh_token=r1', 'Secret-1!', '371449635398431', '1234', 'id.token.value', '"rt"', '"ut"', '"ct"']) {
    expect(line).not.toContain(secret);
  }
  expect(line).toContain('anna.chairly.localhost');
  expect(line).toContain('a@b.test');
  expect(line).toContain('[redacted]');
});

it('a request logger logs with its bindings, and is made only for a line its level lets through', () => {
  const { logger, lines } = capture();
  const made: unknown[] = [];
  const parent = Object.assign(Object.create(logger) as typeof logger, {
    child: (...args: Parameters<typeof logger.child>) => {
      made.push(args[0]);
      return logger.child(...args);
    },
  });
  const child = lazyChildLogger(parent, { reqId: 'r-1' }, {});
  child.debug('not at info');
  child.trace({ x: 1 }, 'nor this');
  expect(made).toEqual([]);
  expect(child.level).toBe('info');
  child.info({ password: 'Secret-1!' }, 'hello');
  child.warn('again');
  expect(made).toEqual([{ reqId: 'r-1' }]);
  const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(first).toMatchObject({ reqId: 'r-1', msg: 'hello', password: '[redacted]' });
  expect(second).toMatchObject({ reqId: 'r-1', msg: 'again', level: 40 });
  expect((child.child({ step: 2 }) as typeof logger).bindings()).toEqual({ reqId: 'r-1', step: 2 });
});
