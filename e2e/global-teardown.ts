import { stopRunSystems } from './support/system';

/** Stops the systems the workers started (nothing when the run used an external system). */
export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) await stopRunSystems(runDir);
}
