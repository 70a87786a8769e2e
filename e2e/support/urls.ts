/** Where the system under test runs; global-setup.ts puts these into the environment of every worker. */
export const BASE_DOMAIN = 'chairly.localhost';

export type SystemUrls = {
  port: number;
  baseDomain: string;
  rootUrl: string;
  appUrl: string;
  stylistUrl: (subdomain: string) => string;
  apiUrl: string;
  idpUrl: string;
};

export function systemUrls(port: number, idpPort: number, baseDomain = BASE_DOMAIN): SystemUrls {
  const origin = (subdomain: string | null) => `http://${subdomain ? `${subdomain}.` : ''}${baseDomain}:${port}`;
  return {
    port,
    baseDomain,
    rootUrl: origin(null),
    appUrl: origin('app'),
    stylistUrl: (subdomain) => origin(subdomain),
    apiUrl: `${origin(null)}/api`,
    idpUrl: `http://localhost:${idpPort}`,
  };
}

/** The URLs of the running system, read from the environment global setup filled in. */
export function urlsFromEnv(): SystemUrls {
  const port = Number(process.env.E2E_PORT);
  const idpPort = Number(process.env.E2E_IDP_PORT);
  if (!port || !idpPort) throw new Error('E2E_PORT / E2E_IDP_PORT are not set: run the tests through playwright.config.ts (global setup)');
  return systemUrls(port, idpPort, process.env.E2E_BASE_DOMAIN ?? BASE_DOMAIN);
}
