import { stopSystem } from './support/system';

/** Stops what global-setup.ts started (nothing when the run used an external system). */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  const pid = Number(process.env.E2E_SYSTEM_PID) || undefined;
  await stopSystem({ pid, dataDir });
}
