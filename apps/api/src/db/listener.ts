import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 1_000;

export type ListenerOptions = {
  /** The channel to LISTEN to (a trigger's pg_notify). */
  channel: string;
  /** The connection's application_name (pg_stat_activity). */
  applicationName: string;
  /** Logged as a warning when the connection is lost (notifications sent meanwhile are lost too). */
  lostWarning: string;
  onNotification: (payload: string | undefined) => void;
  /**
   * Runs on every (re)connection once LISTEN is in place, before the listener counts as listening:
   * the moment to read what was missed (a change committed in between is heard or read, or both).
   */
  onConnected?: (client: pg.Client) => Promise<void>;
  /** The connection was lost: what was kept on the strength of notifications may be stale. */
  onLost?: () => void;
};

/** A dedicated connection that LISTENs to one channel, reconnecting after a loss. */
export type Listener = {
  /** The connection while listening; null while not (then nothing may be trusted to be heard). */
  connection: () => pg.Client | null;
  /** A query on the connection failed: drop it and reconnect. */
  fail: (error: unknown) => void;
  /** Resolves once listening (or once the first attempt failed); for start-up and tests. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/**
 * The one way the API listens to PostgreSQL notifications (stylist changes, revoked sessions): a
 * connection of its own outside the pool, LISTEN on the channel, and after a lost connection a
 * warning, `onLost`, and a new connection a second later until closed.
 */
export function listen(pool: pg.Pool, log: FastifyBaseLogger, options: ListenerOptions): Listener {
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const drop = (stale: pg.Client | null) => {
    stale?.removeAllListeners();
    stale?.on('error', () => {});
    return stale?.end().catch(() => {});
  };

  const lost = (reason: unknown) => {
    if (!listening && client === null) return;
    listening = false;
    options.onLost?.();
    const stale = client;
    client = null;
    void drop(stale);
    if (closed) return;
    log.warn({ err: reason }, options.lostWarning);
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    const next = new pg.Client({ ...pool.options, application_name: options.applicationName });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload);
    });
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      if (closed || client !== next) return;
      await options.onConnected?.(next);
      if (closed || client !== next) return;
      listening = true;
    } catch (error) {
      if (client === next) lost(error);
    }
  }

  const ready = connect();
  return {
    connection: () => (listening ? client : null),
    fail: lost,
    ready,
    close: async () => {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      await drop(last);
    },
  };
}
