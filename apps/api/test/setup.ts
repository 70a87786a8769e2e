import { afterAll, vi } from 'vitest';

// The api project runs without isolation (vitest.config.ts: a worker keeps its imports from one
// file to the next), so this file, which runs before each test file, gives every file a clean start:
// - the app's own modules are evaluated afresh for each file (module state such as caches starts
//   new); packages in node_modules stay loaded, which is what saves the time;
vi.resetModules();

// - what a file may have changed in vitest itself and in the process's globals is put back.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
