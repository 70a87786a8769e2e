import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommands, runAll } from '../../scripts/checks';

// `npm test` starts with scripts/checks.ts: lint and the type checks two at a time (docs/testing.md,
// "Where the time goes"). What it must keep: every check runs, two really run at once, a failure
// fails the whole, and each check's output stays in one piece.

const dir = mkdtempSync(path.join(os.tmpdir(), 'chairly-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A shell line that creates `mine`, then waits until `theirs` exists: it ends only beside the other. */
const meetThen = (mine: string, theirs: string, after: string) =>
  `touch ${mine} && while [ ! -e ${theirs} ]; do sleep 0.05; done && ${after}`;

describe('the checks of npm test', () => {
  it('runs two commands at once: each waits for the other to have started', async () => {
    const printed: string[] = [];
    const code = await runAll([meetThen('a', 'b', 'echo first met'), meetThen('b', 'a', 'echo second met')], 2, (t) => printed.push(t), dir);
    expect(code).toBe(0);
    expect(printed.join('')).toContain('first met');
    expect(printed.join('')).toContain('second met');
  });

  it('runs every command, the later ones as lanes free up, and fails with the first failure', async () => {
    const printed: string[] = [];
    const code = await runAll(['echo one', 'echo two; exit 3', 'echo three', 'echo four'], 2, (t) => printed.push(t), dir);
    expect(code).toBe(3);
    const all = printed.join('');
    for (const word of ['one', 'two', 'three', 'four']) expect(all).toContain(`${word}\n`);
    expect(all).toContain('exit 3');
    expect(all).toMatch(/failed: echo two; exit 3/);
  });

  it("prints a command's output as one block, never mixed with the other's", async () => {
    const printed: string[] = [];
    const a = meetThen('c', 'd', 'echo a1 && touch a1 && while [ ! -e b1 ]; do sleep 0.05; done && echo a2');
    const b = meetThen('d', 'c', 'while [ ! -e a1 ]; do sleep 0.05; done && echo b1 && touch b1 && echo b2');
    expect(await runAll([a, b], 2, (t) => printed.push(t), dir)).toBe(0);
    // Written a1, b1, a2, b2 in time; printed whole per command.
    expect(printed).toHaveLength(2);
    expect(printed.find((t) => t.startsWith(`\n> ${a}`))).toMatch(/\na1\na2\n$/);
    expect(printed.find((t) => t.startsWith(`\n> ${b}`))).toMatch(/\nb1\nb2\n$/);
  });

  it('checks the lint and every workspace that has a typecheck script', () => {
    expect(checkCommands()).toEqual([
      'npm run lint',
      'npm run typecheck -w packages/shared',
      'npm run typecheck -w apps/api',
      'npm run typecheck -w apps/idp',
      'npm run typecheck -w apps/web',
      'npm run typecheck -w e2e',
      'npm run typecheck -w bench',
    ]);
  });
});
