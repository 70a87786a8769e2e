import { useEffect, useRef } from 'react';

/**
 * Runs a side effect once per mount, even under StrictMode's double effects: an authorization
 * response can be redeemed only once, and a second run would fail the sign-in.
 */
export function useRunOnce(run: () => void): void {
  const started = useRef(false);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current();
  }, []);
}
