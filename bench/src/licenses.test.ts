import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Chairly is AGPL-3.0-or-later (LICENSE, decisions D32). Whatever a server or a browser runs is
// distributed with it, so every production dependency (what `npm ci --omit=dev` installs) must come
// under a licence that may be combined with the AGPL. A new dependency whose licence is not below
// fails here, naming the package, until someone has read that licence and added it (or the package
// as a reviewed exception, with the reason).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACES = ['.', 'packages/shared', 'apps/api', 'apps/idp', 'apps/web', 'e2e', 'bench'];
const PROJECT_LICENSE = 'AGPL-3.0-or-later';

/** SPDX identifiers whose code may be combined with ours and conveyed under the AGPL v3. */
const COMPATIBLE = new Set([
  // Permissive: keep the notice, nothing more.
  ...[
    'MIT',
    'MIT-0',
    'ISC',
    '0BSD',
    'BSD-2-Clause',
    'BSD-3-Clause',
    'Apache-2.0',
    'Zlib',
    'BlueOak-1.0.0',
  ],
  ...['Unlicense', 'CC0-1.0', 'Python-2.0', 'PSF-2.0'],
  // Weak copyleft: the library's own files stay under their licence (sharp's libvips is LGPL).
  ...['MPL-2.0', 'LGPL-2.1-or-later', 'LGPL-3.0-only', 'LGPL-3.0-or-later'],
  // The GPL v3 family: AGPL §13 allows combining with GPL v3 code (FullCalendar's Scheduler, issue #34).
  ...['GPL-2.0-or-later', 'GPL-3.0-only', 'GPL-3.0-or-later', 'AGPL-3.0-only', 'AGPL-3.0-or-later'],
]);

/** Packages whose declared licence was read by a person and accepted although not all of it is above. */
const REVIEWED: Record<string, { license: string; reason: string }> = {
  'date-holidays': {
    license: '(ISC AND CC-BY-3.0)',
    reason:
      'the code is ISC; the CC part (its LICENSE says CC BY-SA 3.0) covers the holiday data taken from ' +
      'Wikipedia, shipped unmodified in the package with its attributions, not combined with our code',
  },
};

type Manifest = {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: (string | { type?: string })[];
};

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The manifest's licence as one SPDX expression; the old `licenses` array means any one of them. */
function declaredLicense(manifest: Manifest): string | undefined {
  const typeOf = (entry: string | { type?: string } | undefined) =>
    typeof entry === 'string' ? entry : entry?.type;
  if (manifest.license !== undefined) return typeOf(manifest.license)?.trim() || undefined;
  const listed = (manifest.licenses ?? [])
    .map(typeOf)
    .filter((type): type is string => Boolean(type));
  return listed.length > 0 ? listed.join(' OR ') : undefined;
}

/**
 * Whether an SPDX expression is allowed: `A OR B` when either is, `A AND B` when both are, with
 * parentheses; `X WITH exception` is one licence that must be listed as written. Returns false for
 * anything that is not such an expression (`SEE LICENSE IN …`, `UNLICENSED`).
 */
function isAllowed(expression: string, allowed: ReadonlySet<string>): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const either = (): boolean => {
    let result = both();
    while (peek() === 'OR') {
      at++;
      result = both() || result;
    }
    return result;
  };
  const both = (): boolean => {
    let result = one();
    while (peek() === 'AND') {
      at++;
      result = one() && result;
    }
    return result;
  };
  const one = (): boolean => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = either();
      if (tokens[at++] !== ')') throw new SyntaxError('unbalanced parentheses');
      return inner;
    }
    if (
      token === undefined ||
      token === ')' ||
      ['AND', 'OR', 'WITH'].includes(token.toUpperCase())
    ) {
      throw new SyntaxError(`unexpected ${token ?? 'end'}`);
    }
    if (peek() !== 'WITH') return allowed.has(token);
    at++;
    const exception = tokens[at++];
    if (exception === undefined) throw new SyntaxError('WITH without an exception');
    return allowed.has(`${token} WITH ${exception}`);
  };
  try {
    const result = either();
    return at === tokens.length && tokens.length > 0 && result;
  } catch {
    return false;
  }
}

type Installed = { id: string; where: string; license: string | undefined };

/** Every package installed for production (`npm ls --omit=dev`), once per name and version; workspaces left out. */
function productionPackages(): Installed[] {
  const listing = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listing.status !== 0)
    throw new Error(
      `npm ls --omit=dev failed (is the install complete? run npm ci):\n${listing.stderr}`,
    );
  const byId = new Map<string, Installed>();
  for (const dir of listing.stdout.split('\n').filter(Boolean)) {
    const where = path.relative(ROOT, realpathSync(dir));
    if (!where.split(path.sep).includes('node_modules')) continue; // a workspace: ours, checked below
    const manifest = readManifest(dir);
    const id = `${manifest.name}@${manifest.version}`;
    if (!byId.has(id)) byId.set(id, { id, where, license: declaredLicense(manifest) });
  }
  return [...byId.values()];
}

/** One line per production package whose licence is missing or not compatible, saying why. */
function licenseProblems(packages: Installed[], exceptions = REVIEWED): string[] {
  const problems: string[] = [];
  for (const { id, where, license } of packages) {
    const reviewed = exceptions[id.slice(0, id.lastIndexOf('@'))];
    if (reviewed && reviewed.license === license) continue;
    if (license === undefined) problems.push(`${id} (${where}): declares no licence`);
    else if (!isAllowed(license, COMPATIBLE))
      problems.push(
        `${id} (${where}): "${license}" is not compatible with ${PROJECT_LICENSE} as listed`,
      );
  }
  const names = new Set(packages.map(({ id }) => id.slice(0, id.lastIndexOf('@'))));
  for (const name of Object.keys(exceptions)) {
    if (!names.has(name))
      problems.push(
        `${name}: a reviewed exception for a package no longer installed for production; remove it`,
      );
  }
  return problems;
}

describe('licences', () => {
  it(`the repository and every workspace are ${PROJECT_LICENSE}`, () => {
    expect(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8')).toMatch(
      /^GNU AFFERO GENERAL PUBLIC LICENSE\s+Version 3/,
    );
    const declared = Object.fromEntries(
      WORKSPACES.map((workspace) => [workspace, readManifest(path.join(ROOT, workspace)).license]),
    );
    expect(declared).toEqual(
      Object.fromEntries(WORKSPACES.map((workspace) => [workspace, PROJECT_LICENSE])),
    );
  });

  it(
    'of every production dependency are compatible with ours, or reviewed',
    { timeout: 30_000 },
    () => {
      const packages = productionPackages();
      // The walk sees the server's dependencies and none of the benchmark tools.
      expect(packages.map(({ id }) => id.split('@').slice(0, -1).join('@'))).toEqual(
        expect.arrayContaining(['fastify', 'react', 'sharp']),
      );
      expect(packages.some(({ id }) => id.startsWith('lighthouse@'))).toBe(false);
      expect(licenseProblems(packages)).toEqual([]);
    },
  );

  it('are read as SPDX expressions: OR needs one allowed licence, AND needs all', () => {
    const allowed = new Set(['MIT', 'Apache-2.0', 'GPL-2.0-or-later WITH Classpath-exception-2.0']);
    expect(isAllowed('MIT', allowed)).toBe(true);
    expect(isAllowed('(MIT OR SSPL-1.0)', allowed)).toBe(true);
    expect(isAllowed('SSPL-1.0 or MIT', allowed)).toBe(true);
    expect(isAllowed('MIT AND Apache-2.0', allowed)).toBe(true);
    expect(isAllowed('MIT AND CC-BY-NC-4.0', allowed)).toBe(false);
    expect(isAllowed('(MIT AND Apache-2.0) OR BUSL-1.1', allowed)).toBe(true);
    expect(isAllowed('MIT AND (BUSL-1.1 OR Apache-2.0)', allowed)).toBe(true);
    expect(isAllowed('GPL-2.0-or-later WITH Classpath-exception-2.0', allowed)).toBe(true);
    expect(isAllowed('GPL-2.0-only WITH Classpath-exception-2.0', allowed)).toBe(false);
    for (const malformed of [
      '',
      'UNLICENSED',
      'SEE LICENSE IN LICENSE.md',
      '(MIT',
      'MIT OR',
      'MIT Apache-2.0',
    ]) {
      expect(isAllowed(malformed, allowed), malformed).toBe(false);
    }
  });

  it('fail on a missing, an incompatible or a changed licence, and on a stale exception', () => {
    const exceptions = {
      '@scope/data': { license: 'CC-BY-SA-3.0', reason: 'data only' },
      relicensed: { license: 'MIT AND CC-BY-3.0', reason: 'data only' },
      removed: { license: 'CC-BY-3.0', reason: 'data only' },
    };
    const problems = licenseProblems(
      [
        { id: 'no-licence@1.0.0', where: 'node_modules/no-licence', license: undefined },
        { id: 'copyleft@2.0.0', where: 'node_modules/copyleft', license: 'SSPL-1.0' },
        { id: 'fine@1.0.0', where: 'node_modules/fine', license: 'MIT' },
        {
          id: 'dual@1.0.0',
          where: 'node_modules/a/node_modules/dual',
          license: '(MIT OR SSPL-1.0)',
        },
        { id: '@scope/data@1.0.0', where: 'node_modules/@scope/data', license: 'CC-BY-SA-3.0' },
        { id: 'relicensed@2.0.0', where: 'node_modules/relicensed', license: 'BUSL-1.1' },
      ],
      exceptions,
    );
    expect(problems).toEqual([
      'no-licence@1.0.0 (node_modules/no-licence): declares no licence',
      `copyleft@2.0.0 (node_modules/copyleft): "SSPL-1.0" is not compatible with ${PROJECT_LICENSE} as listed`,
      `relicensed@2.0.0 (node_modules/relicensed): "BUSL-1.1" is not compatible with ${PROJECT_LICENSE} as listed`,
      'removed: a reviewed exception for a package no longer installed for production; remove it',
    ]);
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      'MIT OR Apache-2.0',
    );
    expect(declaredLicense({ license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause');
  });
});
