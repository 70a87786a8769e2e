import { createHash, randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, ROLES } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeMemberSessions } from '../src/modules/auth/index';
import { HOSTS } from './helpers';
import { createSignInFixture, type SignInFixture } from './sign-in-fixture';

/** Issue #34, stage 1: a member signs in; an invitation link makes her one; refresh reads her row as stored now. */
let f: SignInFixture;
let ip = 0;
let anna: number;
let bella: number;

const query = (sql: string, params: unknown[] = []) => f.db.database.pool.query(sql, params);

beforeAll(async () => {
  f = await createSignInFixture();
  const { rows } = await query('SELECT id, auth_subject FROM stylists WHERE auth_subject = ANY($1)', [[DEMO_ACCOUNTS.anna.sub, DEMO_ACCOUNTS.bella.sub]]);
  anna = Number(rows.find((row) => row.auth_subject === DEMO_ACCOUNTS.anna.sub).id);
  bella = Number(rows.find((row) => row.auth_subject === DEMO_ACCOUNTS.bella.sub).id);
});
afterAll(async () => f?.close());

const ORIGIN = `http://${HOSTS.app}`;

/** Each call from its own address, so the per-IP sign-in limit does not interfere. */
function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  return f.app.inject({ method: 'POST', url, headers: { host: HOSTS.app, origin: ORIGIN, ...headers }, payload, remoteAddress: `10.34.${Math.floor(++ip / 250)}.${ip % 250}` });
}

/** An open invitation to `business` for `email`, as the members module makes it: the link's token and its row. */
async function invite(business: number, email: string, { role = 'staff', expiresInDays = 7 } = {}) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await query(
    `INSERT INTO member_invitations (stylist_id, email, role, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING id`,
    [business, email, role, hash, expiresInDays],
  );
  return { token, id: Number(rows[0].id) };
}

const person = (sub: string, email: string, given = 'Dana', family = 'Doe') => f.issuer.idToken(sub, { claims: { email, given_name: given, family_name: family } });

async function signIn(idToken: string, invitation?: string) {
  return post('/oidc_verify_stylist_token', invitation === undefined ? { idToken } : { idToken, invitation });
}

const claimsOf = async (response: { json: <T>() => T }) => f.app.apiTokens.verify(response.json<{ userToken: string }>().userToken);
const refreshCookie = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
const refresh = (token: string) => post('/oidc_refresh_stylist_token', undefined, { cookie: `refresh_token=${token}` });
const membersWith = async (sub: string) => (await query('SELECT id, stylist_id, email, name, role, active FROM members WHERE auth_subject = $1', [sub])).rows;
const stylistsWith = async (sub: string) => (await query('SELECT id FROM stylists WHERE auth_subject = $1', [sub])).rows;

describe('accepting an invitation through sign-in', () => {
  it('makes her a member of the business (role from the invitation) and signs her in as that member', async () => {
    const { token, id } = await invite(anna, 'Dana.Staff@example.test');
    const response = await signIn(await person('dana-sub', 'dana.staff@EXAMPLE.test'), token);
    expect(response.statusCode).toBe(200);
    const [member] = await membersWith('dana-sub');
    expect(member).toMatchObject({ stylist_id: String(anna), email: 'Dana.Staff@example.test', name: 'Dana Doe', role: 'staff', active: true });
    expect(await claimsOf(response)).toEqual({
      sub: 'dana-sub',
      roles: [ROLES.stylist],
      stylistId: anna,
      subdomain: 'anna',
      sid: expect.any(String),
      memberId: Number(member.id),
      memberRole: 'staff',
    });
    // No business of her own, and the invitation is spent and names her.
    expect(await stylistsWith('dana-sub')).toEqual([]);
    const { rows } = await query('SELECT accepted_at, member_id FROM member_invitations WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ accepted_at: expect.any(Date), member_id: member.id });
    // Her session names her: its refresh gives her member token again.
    const next = await refresh(refreshCookie(response));
    expect(next.statusCode).toBe(200);
    expect(await claimsOf(next)).toMatchObject({ stylistId: anna, memberId: Number(member.id), memberRole: 'staff' });
  });

  it('signs her in as that member later, without the invitation (and with it again: her own link is no conflict)', async () => {
    const { token } = await invite(anna, 'eli@example.test', { role: 'manager' });
    const first = await signIn(await person('eli-sub', 'eli@example.test', 'Eli', 'Manager'), token);
    expect(first.statusCode).toBe(200);
    const again = await signIn(await person('eli-sub', 'eli@example.test'));
    expect(await claimsOf(again)).toMatchObject({ stylistId: anna, subdomain: 'anna', memberRole: 'manager', memberId: (await claimsOf(first))?.memberId });
    const sameLink = await signIn(await person('eli-sub', 'eli@example.test'), token);
    expect(sameLink.statusCode).toBe(200);
    expect(await membersWith('eli-sub')).toHaveLength(1);
  });

  const refusals: [string, number, string, () => Promise<{ token: string; email: string }>][] = [
    ['an unknown invitation', 404, 'invitation_not_found', async () => ({ token: randomBytes(32).toString('base64url'), email: 'nobody@example.test' })],
    ['an expired invitation', 410, 'invitation_expired', async () => ({ ...(await invite(anna, 'late@example.test', { expiresInDays: -1 })), email: 'late@example.test' })],
    [
      'an invitation used by someone else',
      410,
      'invitation_expired',
      async () => {
        const { token } = await invite(anna, 'used@example.test');
        expect((await signIn(await person('first-user-sub', 'used@example.test'), token)).statusCode).toBe(200);
        return { token, email: 'used@example.test' };
      },
    ],
    ['an invitation for another address', 409, 'invitation_other_address', async () => ({ ...(await invite(anna, 'right@example.test')), email: 'wrong@example.test' })],
  ];
  it.each(refusals)('refuses %s (%i, reason %s) and creates nothing', async (_case, status, reason, make) => {
    const { token, email } = await make();
    const sub = `refused-${reason}-${status}`;
    const response = await signIn(await person(sub, email), token);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ reason, message: expect.any(String), requestId: expect.any(String) });
    expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    expect(await membersWith(sub)).toEqual([]);
    expect(await stylistsWith(sub)).toEqual([]);
  });

  it('refuses someone who already belongs to a business (an owner, or a member elsewhere) with 409', async () => {
    const { token, id } = await invite(bella, DEMO_ACCOUNTS.anna.email);
    const owner = await signIn(await f.issuer.idToken(DEMO_ACCOUNTS.anna.sub), token);
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toMatchObject({ code: 'CONFLICT', reason: 'already_in_business', message: 'This account already belongs to a business.' });
    const { token: danaToBella } = await invite(bella, 'dana.staff@example.test');
    const staff = await signIn(await person('dana-sub', 'dana.staff@example.test'), danaToBella);
    expect(staff.statusCode).toBe(409);
    expect(staff.json()).toMatchObject({ reason: 'already_in_business' });
    expect((await membersWith('dana-sub')).map((m) => m.stylist_id)).toEqual([String(anna)]);
    const { rows } = await query('SELECT count(*)::int AS open FROM member_invitations WHERE id = $1 AND accepted_at IS NULL', [id]);
    expect(rows[0].open).toBe(1);
  });

  it('20 accepts of one invitation at once make one member: the same person gets it every time', async () => {
    const { token } = await invite(anna, 'racer@example.test');
    const idTokens = await Promise.all(Array.from({ length: 20 }, () => person('racer-sub', 'racer@example.test')));
    const responses = await Promise.all(idTokens.map((idToken) => signIn(idToken, token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const members = await membersWith('racer-sub');
    expect(members).toHaveLength(1);
    const ids = await Promise.all(responses.map(async (r) => (await claimsOf(r))?.memberId));
    expect(new Set(ids)).toEqual(new Set([Number(members[0].id)]));
  });

  it('20 different accounts accepting one invitation at once: one member, 19 × 410', async () => {
    const { token } = await invite(anna, 'shared@example.test');
    const idTokens = await Promise.all(Array.from({ length: 20 }, (_, i) => person(`shared-${i}`, 'shared@example.test')));
    const responses = await Promise.all(idTokens.map((idToken) => signIn(idToken, token)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(410)]);
    const { rows } = await query("SELECT count(*)::int AS n FROM members WHERE lower(email) = 'shared@example.test'");
    expect(rows[0].n).toBe(1);
  });
});

describe('a member’s session follows her row', () => {
  async function newMember(sub: string, email: string, role = 'staff') {
    const { token } = await invite(anna, email, { role });
    const response = await signIn(await person(sub, email), token);
    expect(response.statusCode).toBe(200);
    const claims = await claimsOf(response);
    return { memberId: claims!.memberId!, userToken: response.json<{ userToken: string }>().userToken, refreshToken: refreshCookie(response) };
  }
  const bearerGet = (userToken: string) => f.app.inject({ url: '/api/services', headers: { host: HOSTS.app, authorization: `Bearer ${userToken}` } });

  it('a refresh after a role change carries the new role', async () => {
    const member = await newMember('promoted-sub', 'promoted@example.test');
    await query("UPDATE members SET role = 'manager' WHERE id = $1", [member.memberId]);
    const next = await refresh(member.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await claimsOf(next)).toMatchObject({ memberId: member.memberId, memberRole: 'manager', stylistId: anna });
  });

  it('a deactivated member can neither refresh nor sign in (403 member_inactive)', async () => {
    const member = await newMember('leaving-sub', 'leaving@example.test');
    await query('UPDATE members SET active = false WHERE id = $1', [member.memberId]);
    const next = await refresh(member.refreshToken);
    expect(next.statusCode).toBe(401);
    const again = await signIn(await person('leaving-sub', 'leaving@example.test'));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'member_inactive' });
    expect(await stylistsWith('leaving-sub')).toEqual([]);
  });

  it('revokeMemberSessions ends her sessions at once: API tokens refused, refresh refused', async () => {
    const member = await newMember('revoked-sub', 'revoked@example.test');
    expect((await bearerGet(member.userToken)).statusCode).toBe(200);
    expect(await revokeMemberSessions(f.app.db, f.app.revokedSessions, member.memberId)).toBe(1);
    expect((await bearerGet(member.userToken)).statusCode).toBe(401);
    expect((await refresh(member.refreshToken)).statusCode).toBe(401);
    // The owner's sessions are untouched.
    const owner = await signIn(await f.issuer.idToken(DEMO_ACCOUNTS.anna.sub));
    expect((await bearerGet(owner.json<{ userToken: string }>().userToken)).statusCode).toBe(200);
  });

  it('an owner session from before members (no member named) still refreshes as the owner', async () => {
    const owner = await signIn(await f.issuer.idToken(DEMO_ACCOUNTS.anna.sub));
    await query('UPDATE refresh_tokens SET member_id = NULL WHERE token_hash = $1', [createHash('sha256').update(refreshCookie(owner)).digest('hex')]);
    const next = await refresh(refreshCookie(owner));
    expect(next.statusCode).toBe(200);
    const claims = await claimsOf(next);
    expect(claims).toMatchObject({ stylistId: anna, subdomain: 'anna' });
    expect(claims?.memberRole).toBeUndefined();
  });
});
