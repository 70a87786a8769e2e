/**
 * First SIGINT/SIGTERM: close gracefully, then exit 0 (1 if closing failed). A second signal
 * while closing forces the exit.
 */
export function exitOnSignals(close: () => Promise<void>, log: (message: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal} received: shutting down (press Ctrl-C again to force)`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
