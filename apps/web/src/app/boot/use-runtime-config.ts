import { useCallback, useEffect, useState } from 'react';
import { AppConfigError, createRuntime, fetchAppConfig, takeEarlyAppConfig } from '@/config/app-config';
import type { Runtime } from '@/config/app-config';

export type BootState =
  | { status: 'loading' }
  /** `rateLimited`: still answered 429 after waiting it out (lib/rate-limit.ts) several times. */
  | { status: 'error'; rateLimited: boolean }
  | { status: 'ready'; runtime: Runtime };

/**
 * The runtime config (prefetched by main.tsx when it can be, or `known` from a server-rendered page);
 * `retry` tries again after a failure.
 */
export function useRuntimeConfig(known?: Runtime): { state: BootState; retry: () => void } {
  const [state, setState] = useState<BootState>(() =>
    known ? { status: 'ready', runtime: known } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (known && attempt === 0) return;
    const controller = new AbortController();
    (takeEarlyAppConfig() ?? fetchAppConfig(controller.signal)).then(
      (config) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'ready',
          runtime: createRuntime(config, window.location, { useLocationPort: import.meta.env.DEV }),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the app configuration', error);
        setState({ status: 'error', rateLimited: error instanceof AppConfigError && error.status === 429 });
      },
    );
    return () => controller.abort();
  }, [attempt, known]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
