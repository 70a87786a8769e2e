import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from './logger';

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
