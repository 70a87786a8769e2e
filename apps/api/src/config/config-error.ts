import type { z } from 'zod';

const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN/;

/** A URL's password is masked (connection strings carry one); other values are shown as given. */
function shown(raw: string): string {
  if (!URL.canParse(raw)) return `'${raw}'`;
  const url = new URL(raw);
  if (!url.password) return `'${raw}'`;
  url.password = '***';
  return `'${url.toString()}'`;
}

/** Bad configuration: the message lists every problem, one per line, readable without a stack. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    heading = 'Invalid configuration:',
  ) {
    super(`${heading}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }

  static fromZod(error: z.ZodError, source: Record<string, string | undefined>): ConfigError {
    return new ConfigError(
      error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'config');
        const raw = source[name];
        // Secrets and keys are never echoed, not even when they are malformed.
        const got = raw === undefined ? 'nothing' : SECRET_NAME.test(name) ? 'a value (hidden)' : shown(raw);
        return `${name}: ${issue.message}, got ${got}`;
      }),
    );
  }
}
