import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type SigningKeys = { keys: JWK[] };

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function writeSecret(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx' never overwrites: when two instances race, the loser re-reads the winner's file.
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
}

async function loadOrCreate<T>(
  file: string,
  isValid: (value: unknown) => value is T,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await readJson(file);
  if (existing !== undefined) {
    if (!isValid(existing))
      throw new Error(`${file} is not a valid key file; remove it to generate new keys`);
    return existing;
  }
  const created = await create();
  try {
    await writeSecret(file, created);
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreate(file, isValid, create);
  }
}

function isJwks(value: unknown): value is SigningKeys {
  const keys = (value as SigningKeys | null)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key) => typeof key.kid === 'string' && typeof key.d === 'string')
  );
}

function isKeyList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((key) => typeof key === 'string' && key.length >= 32)
  );
}

/** RS256 private JWK set in `${dataDir}/idp-jwks.json` (mode 0600), generated on first start. */
export function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  return loadOrCreate(path.join(dataDir, 'idp-jwks.json'), isJwks, async () => {
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: 2048,
      extractable: true,
    });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
}

/** Keys that sign the provider's cookies, in `${dataDir}/idp-cookie-keys.json` (mode 0600). */
export function loadCookieKeys(dataDir: string): Promise<string[]> {
  return loadOrCreate(path.join(dataDir, 'idp-cookie-keys.json'), isKeyList, async () => [
    randomBytes(32).toString('base64url'),
  ]);
}
