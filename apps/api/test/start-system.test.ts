import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import { createDatabase } from '../src/db/client';
import { freePort } from '../src/db/embedded-postgres';
import { startSystem } from '../src/system/start-system';
import { createWebDist, HOSTS, testConfig } from './helpers';

/** Node cannot resolve *.localhost: call the listening address with the Host header. */
function get(listenUrl: string, pathName: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathName, listenUrl), { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function query(url: string, sql: string) {
  const database = createDatabase(url);
  try {
    return await database.pool.query(sql);
  } finally {
    await database.close();
  }
}

const count = async (url: string, sql: string) => Number((await query(url, sql)).rows[0].n);

describe('startSystem', () => {
  it('runs against an external DATABASE_URL: migrates, seeds reference data only, serves, closes', async () => {
    const testDb = await createTestDatabase('system');
    const port = await freePort();
    const system = await startSystem(testConfig({ DATABASE_URL: testDb.url, PORT: String(port) }), { webDist: await createWebDist() });
    try {
      expect(system.url).toBe(`http://chairly.localhost:${port}`);
      expect(system.databaseUrl).toBe(testDb.url);
      const health = await get(system.listenUrl, '/api/health', HOSTS.root);
      expect(health).toEqual({ status: 200, body: JSON.stringify({ status: 'ok', database: 'ok' }) });
      expect((await get(system.listenUrl, '/apps/calendar', HOSTS.anna)).body).toContain('<div id="root">');
      expect(await count(testDb.url, 'SELECT count(*) AS n FROM time_zones')).toBeGreaterThan(300);
      expect(await count(testDb.url, 'SELECT count(*) AS n FROM stylists')).toBe(0);
    } finally {
      await system.close();
      await testDb.drop();
    }
    await expect(get(system.listenUrl, '/api/health', HOSTS.root)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('embedded default: seeds demo data on the first start only, reuses the data, leaves no PostgreSQL running', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-system-'));
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    try {
      const config = testConfig({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const first = await startSystem(config);
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      expect(await count(first.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(3);
      const renamed = await query(first.databaseUrl, "UPDATE stylists SET business_name = 'Renamed' WHERE subdomain = 'anna'");
      expect(renamed.rowCount).toBe(1);
      await first.close();
      expect(existsSync(pidFile)).toBe(false);
      expect(() => process.kill(pid, 0)).toThrow();

      const second = await startSystem(config);
      try {
        expect(await count(second.databaseUrl, "SELECT count(*) AS n FROM stylists WHERE business_name = 'Renamed'")).toBe(1);
        expect(await count(second.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(3);
      } finally {
        await second.close();
      }
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
