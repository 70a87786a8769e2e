import { createContext, useContext } from 'react';
import type { Runtime } from '@/config/app-config';

export const RuntimeContext = createContext<Runtime | null>(null);

/** The runtime config and host kind resolved at boot. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() outside <RuntimeContext>');
  return runtime;
}
