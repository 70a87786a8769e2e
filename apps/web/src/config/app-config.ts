import { detectHost, hostOrigin } from '@chairly/shared/hosts';
import type { HostKind } from '@chairly/shared/hosts';
import * as z from 'zod/mini';

/** Runtime configuration served by the API (`GET /api/public/app-config`); nothing host-specific is built in. */
export const appConfigSchema = z.object({
  baseDomain: z.string().check(z.minLength(1)),
  publicProtocol: z.optional(z.string()),
  publicPort: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  oidc: z.nullable(z.object({ issuer: z.string(), clientId: z.string() })),
  paymentProvider: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export type Runtime = {
  config: AppConfig;
  host: HostKind;
  /** Origin of another host of this deployment: `null` = root, `'app'`, or a stylist subdomain. */
  originOf: (subdomain: string | null) => string;
};

export const APP_CONFIG_PATH = '/api/public/app-config';

export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const response = await fetch(APP_CONFIG_PATH, {
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`app-config answered ${response.status}`);
  return appConfigSchema.parse(await response.json());
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
