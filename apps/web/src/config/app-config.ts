import { detectHost, hostOrigin } from '@chairly/shared/hosts';
import { sendRetryingRateLimits } from '@/lib/rate-limit';
import type { AppConfig, Runtime } from '@/lib/runtime';

// The types live beside the context that hands them out (lib/runtime.ts): lib imports nothing from
// config, so the two never import each other (issue #30).
export type { AppConfig, Runtime } from '@/lib/runtime';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the served configuration. Hand-written rather than a zod schema: this runs before the first
 * paint on every page, and zod's core would add ~12 kB gzip to every first load for five fields.
 */
export function parseAppConfig(value: unknown): AppConfig {
  const fail = (field: string): never => {
    throw new Error(`app-config: invalid ${field}`);
  };
  if (!isRecord(value)) return fail('document');
  const { baseDomain, publicProtocol, publicPort, oidc, paymentProvider } = value;
  if (typeof baseDomain !== 'string' || baseDomain.length === 0) fail('baseDomain');
  if (publicProtocol !== undefined && typeof publicProtocol !== 'string') fail('publicProtocol');
  if (
    publicPort !== undefined &&
    publicPort !== null &&
    typeof publicPort !== 'string' &&
    typeof publicPort !== 'number'
  )
    fail('publicPort');
  if (
    oidc !== null &&
    !(isRecord(oidc) && typeof oidc.issuer === 'string' && typeof oidc.clientId === 'string')
  )
    fail('oidc');
  if (typeof paymentProvider !== 'string') fail('paymentProvider');
  return {
    baseDomain: baseDomain as string,
    ...(publicProtocol === undefined ? {} : { publicProtocol: publicProtocol as string }),
    ...(publicPort === undefined ? {} : { publicPort: publicPort as string | number | null }),
    oidc:
      oidc === null
        ? null
        : {
            issuer: (oidc as AppConfig['oidc'] & object).issuer,
            clientId: (oidc as AppConfig['oidc'] & object).clientId,
          },
    paymentProvider: paymentProvider as string,
  };
}


export const APP_CONFIG_PATH = '/api/public/app-config';

let early: Promise<AppConfig> | null = null;

/**
 * Starts fetching the configuration as soon as the entry script runs (index.html also preloads it),
 * in parallel with the translations, instead of after the first render. The first `fetchAppConfig`
 * takes this answer; a retry fetches again.
 */
export function prefetchAppConfig(): Promise<AppConfig> {
  early ??= fetchAppConfig();
  // The boot screen reports a failure; an unobserved rejection here must not reach the console.
  early.catch(() => undefined);
  return early;
}

export function takeEarlyAppConfig(): Promise<AppConfig> | null {
  const taken = early;
  early = null;
  return taken;
}

/** The configuration could not be loaded; `status` is the API's answer (429: rate limited), if any. */
export class AppConfigError extends Error {
  constructor(readonly status: number) {
    super(`app-config answered ${status}`);
  }
}

/** The configuration; a 429 is waited out and asked again (lib/rate-limit.ts), with the wait shown. */
export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const response = await sendRetryingRateLimits(
    () =>
      fetch(APP_CONFIG_PATH, {
        credentials: 'include',
        signal,
        headers: { Accept: 'application/json' },
      }),
    signal,
  );
  if (!response.ok) throw new AppConfigError(response.status);
  return parseAppConfig(await response.json());
}

/**
 * `useLocationPort`: links to other hosts keep this page's protocol and port (the Vite dev server
 * proxies the API, so the API's public port would point away from it).
 */
export function createRuntime(
  config: AppConfig,
  location: Pick<Location, 'hostname' | 'protocol' | 'port'>,
  { useLocationPort = false }: { useLocationPort?: boolean } = {},
): Runtime {
  const protocol = useLocationPort
    ? location.protocol
    : (config.publicProtocol ?? location.protocol);
  const port =
    useLocationPort || config.publicPort === undefined ? location.port : config.publicPort;
  return {
    config,
    host: detectHost(location.hostname, config.baseDomain),
    originOf: (subdomain) =>
      hostOrigin(subdomain, { protocol, baseDomain: config.baseDomain, port }),
  };
}
