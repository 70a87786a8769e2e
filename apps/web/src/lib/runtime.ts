import { createContext, useContext } from 'react';
import type { HostKind } from '@chairly/shared/hosts';

/** Runtime configuration served by the API (`GET /api/public/app-config`); nothing host-specific is built in. */
export type AppConfig = {
  baseDomain: string;
  publicProtocol?: string;
  publicPort?: string | number | null;
  oidc: { issuer: string; clientId: string } | null;
  paymentProvider: string;
};

export type Runtime = {
  config: AppConfig;
  host: HostKind;
  /** Origin of another host of this deployment: `null` = root, `'app'`, or a stylist subdomain. */
  originOf: (subdomain: string | null) => string;
};

export const RuntimeContext = createContext<Runtime | null>(null);

/** The runtime config and host kind resolved at boot. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() outside <RuntimeContext>');
  return runtime;
}
