import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { packageDistribution, startEmbeddedPostgres } from '../src/db/embedded-postgres';

const runsAsRoot = process.getuid?.() === 0;

async function query(url: string, sql: string) {
  const database = createDatabase(url);
  try {
    return await database.pool.query(sql);
  } finally {
    await database.close();
  }
}

// A clone in a folder other users cannot enter (under /root, any 0700 folder), started as root:
// PostgreSQL runs as the `postgres` user, who can reach neither the binaries in node_modules nor
// DATA_DIR. It used to die with an unhandled `spawn …/initdb EACCES`.
describe('the embedded PostgreSQL in a folder other users cannot enter', { timeout: 120_000 }, () => {
  it('starts, keeps its data across starts and says where it lives', async () => {
    const privateDir = await mkdtemp(path.join(tmpdir(), 'chairly-private-')); // mode 0700
    const sharedDir = path.join(await mkdtemp(path.join(tmpdir(), 'chairly-shared-')), 'var-lib-chairly');
    await chmod(path.dirname(sharedDir), 0o755);
    // The clone: its PostgreSQL distribution (node_modules) and DATA_DIR both behind the 0700 folder.
    const distDir = path.join(privateDir, 'node_modules', 'postgresql');
    await mkdir(path.dirname(distDir), { recursive: true });
    await symlink(await packageDistribution(), distDir);
    const dataDir = path.join(privateDir, '.data');
    const notices: string[] = [];
    const options = { dataDir, distDir, sharedDir, onNotice: (message: string) => notices.push(message) };
    try {
      const first = await startEmbeddedPostgres(options);
      try {
        await query(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES (\'first start\')');
      } finally {
        await first.stop();
      }

      const second = await startEmbeddedPostgres(options);
      try {
        expect(second.clusterDir).toBe(first.clusterDir);
        expect((await query(second.url, 'SELECT v FROM kept')).rows).toEqual([{ v: 'first start' }]);
      } finally {
        await second.stop();
      }
      expect(existsSync(path.join(second.clusterDir, 'postmaster.pid'))).toBe(false);

      if (runsAsRoot) {
        // Binaries and cluster are where the postgres user can reach them, and the log says so.
        expect(path.dirname(first.clusterDir)).toBe(sharedDir);
        expect((await readFile(path.join(dataDir, 'pg-location'), 'utf8')).trim()).toBe(first.clusterDir);
        expect(notices).toContainEqual(expect.stringMatching(new RegExp(`cannot enter the data folder ${dataDir} \\(${privateDir} is closed to other users\\): its data goes to ${first.clusterDir}`)));
        expect(notices).toContainEqual(expect.stringMatching(new RegExp(`cannot reach its programs in ${distDir} .*: it runs from the copy in ${sharedDir}/postgresql-`)));
        expect(notices).toContainEqual(`The embedded PostgreSQL keeps its data in ${first.clusterDir} (named in ${path.join(dataDir, 'pg-location')}).`);
      } else {
        // Not root: PostgreSQL runs as the same user, who can reach everything; nothing moves.
        expect(first.clusterDir).toBe(path.join(dataDir, 'pg'));
        expect(notices).toEqual([]);
      }
    } finally {
      await rm(privateDir, { recursive: true, force: true });
      await rm(path.dirname(sharedDir), { recursive: true, force: true });
    }
  });

  it('a database made before the folder was closed is not moved: as root the start stops with what to do', async () => {
    const privateDir = await mkdtemp(path.join(tmpdir(), 'chairly-private-'));
    const sharedDir = path.join(await mkdtemp(path.join(tmpdir(), 'chairly-shared-')), 'var-lib-chairly');
    const dataDir = path.join(privateDir, '.data');
    try {
      await chmod(privateDir, 0o755);
      const before = await startEmbeddedPostgres({ dataDir, sharedDir });
      await before.stop();
      await chmod(privateDir, 0o700);
      const again = startEmbeddedPostgres({ dataDir, sharedDir });
      if (runsAsRoot) {
        await expect(again).rejects.toThrow(
          new RegExp(`cannot enter the data folder ${dataDir} .*${dataDir}/pg already holds a database, which Chairly does not move\\. Let the "postgres" user through`),
        );
        expect(existsSync(path.join(dataDir, 'pg-location'))).toBe(false);
      } else {
        await (await again).stop();
      }
    } finally {
      await rm(privateDir, { recursive: true, force: true });
      await rm(path.dirname(sharedDir), { recursive: true, force: true });
    }
  });
});
