import { DEMO_ACCOUNTS, DEMO_TEAM, MESSAGE_LOCALES, ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_INVITATIONS_PER_HOUR } from '../src/modules/members/index';
import { buildMessage } from '../src/modules/notifications/index';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { HOSTS } from './helpers';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';
import { startTestIssuer, type TestIssuer } from './oidc-issuer';

/**
 * Issue #34, stage 1 (D60): the Team API — members of a business, invitations by e-mail, the rules
 * of who may change what, the invitation page's look-up and the public list. Through HTTP, the
 * outbox, the job runner and an SMTP sink, as every message.
 */
let issuer: TestIssuer;
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let salon: BookingStylist;
let other: BookingStylist;
let dana: { id: number; headers: Record<string, string> };
let eli: { id: number; headers: Record<string, string> };
let ownerId: number;

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(method: Method, url: string, headers: Record<string, string>, body?: unknown) {
  return f.app.inject({
    method,
    url,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A member of `stylist`'s business (a row as sign-in by invitation makes it) and her API headers. */
async function addMember(stylist: BookingStylist, name: string, role: MemberRole, position: number) {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [stylist.id, `member-${name}-${Math.random()}`, `${name.toLowerCase()}@example.test`, name, role, position],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `member-${id}`, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, memberId: id, memberRole: role });
  return { id, headers: { host: stylist.host, authorization: `Bearer ${token}` } };
}

const members = async (headers: Record<string, string>) => (await call('GET', '/api/members', headers)).json<{ 'hydra:member': Json[]; 'hydra:totalItems': number }>();
const openInvitations = async (stylistId: number) =>
  (await f.pool.query<{ id: string; email: string }>('SELECT id, email FROM member_invitations WHERE stylist_id = $1 AND accepted_at IS NULL ORDER BY id', [stylistId])).rows;
const lookup = (token: string) => call('GET', `/api/member-invitations/${token}`, { host: HOSTS.app });
/** The token of the link in the last invitation mailed to `to`. */
async function mailedToken(to: string, subjectStart: string): Promise<string> {
  const mail = await waitFor(() => f.sink.mails.filter((m) => m.to.includes(to) && m.subject.startsWith(subjectStart)).at(-1), `the invitation to ${to}`);
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  f = await createNotificationsFixture(issuer.env);
  salon = await f.openStylist('teamsalon');
  other = await f.openStylist('othersalon');
  await f.pool.query("UPDATE stylists SET name = 'Anna', lastname = 'Owner', business_name = 'Team Salon', locale = 'de' WHERE id = $1", [salon.id]);
  ownerId = Number((await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [salon.id])).rows[0]!.id);
  dana = await addMember(salon, 'Dana', 'staff', 2);
  eli = await addMember(salon, 'Eli', 'manager', 1);
  await f.startRunner();
}, 60_000);
afterAll(async () => {
  await f?.close();
  await issuer?.close();
});

describe('GET /api/members', () => {
  it('lists the business: the owner first (her profile), then by position; any member may read it', async () => {
    for (const headers of [salon.headers, dana.headers, eli.headers]) {
      const list = await members(headers);
      expect(list['hydra:totalItems']).toBe(3);
      expect(list['hydra:member'].map((m) => [m.name, m.role])).toEqual([['Anna Owner', 'owner'], ['Eli', 'manager'], ['Dana', 'staff']]);
    }
    const [owner] = (await members(salon.headers))['hydra:member'];
    expect(owner).toEqual({
      '@id': `/api/members/${ownerId}`, '@type': 'Member', id: ownerId, name: 'Anna Owner', role: 'owner', active: true, photo: null,
      email: 'teamsalon@example.test', takesOnlineBookings: true, seesTeamCalendar: false, position: 0,
      // Issue #34 stage 2 (D63): every service, the business's booking rules.
      allServices: true, minNoticeMinutes: null, horizonDays: null, slotStepMinutes: null,
    });
  });

  it('another business sees only its own owner', async () => {
    const list = await members(other.headers);
    expect(list['hydra:member'].map((m) => m.role)).toEqual(['owner']);
  });
});

describe('accepting (the sign-in, issue #34)', () => {
  /** Signs in at the app host with an ID token of `sub` / `email`, with the invitation's token when given. */
  async function signIn(sub: string, email: string, invitation?: string) {
    const idToken = await issuer.idToken(sub, { claims: { email, given_name: 'Vera', family_name: 'Stone' } });
    return call('POST', '/oidc_verify_stylist_token', { host: HOSTS.app }, { idToken, ...(invitation ? { invitation } : {}) });
  }

  it("the mailed link's token joins the business at sign-in: she is listed, the invitation is no longer open and its page answers 410", async () => {
    expect((await call('POST', '/api/members/invitations', salon.headers, { email: 'vera@example.test', role: 'manager' })).statusCode).toBe(201);
    const token = await mailedToken('vera@example.test', 'Anna Owner');
    const signedIn = await signIn('vera-sub', 'vera@example.test', token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const claims = await f.app.apiTokens.verify(signedIn.json<{ userToken: string }>().userToken);
    expect(claims).toMatchObject({ stylistId: salon.id, subdomain: 'teamsalon', memberRole: 'manager' });
    expect((await members(salon.headers))['hydra:member'].find((m) => m.email === 'vera@example.test')).toMatchObject({ name: 'Vera Stone', role: 'manager', active: true });
    expect((await openInvitations(salon.id)).map((i) => i.email)).not.toContain('vera@example.test');
    expect((await lookup(token)).statusCode).toBe(410);
    const again = await call('POST', '/api/members/invitations', salon.headers, { email: 'vera@example.test', role: 'staff' });
    expect(again.json()).toMatchObject({ reason: 'member_exists' });
  });

  it('the demo team: Dana signs in as staff of Studio, Eli as its manager, its owner as the owner', async () => {
    const studio = (await f.pool.query<{ id: string }>('SELECT id FROM stylists WHERE subdomain = $1', [DEMO_TEAM.subdomain])).rows[0];
    for (const [who, role] of [['dana', 'staff'], ['eli', 'manager'], ['studio', 'owner']] as const) {
      const account = DEMO_ACCOUNTS[who];
      const signedIn = await signIn(account.sub, account.email);
      expect(signedIn.statusCode, `${who}: ${signedIn.body}`).toBe(200);
      const claims = await f.app.apiTokens.verify(signedIn.json<{ userToken: string }>().userToken);
      expect(claims, who).toMatchObject({ stylistId: Number(studio!.id), subdomain: 'studio' });
      expect(claims?.memberRole ?? 'owner', who).toBe(role);
    }
  });
});

describe('invitations', () => {
  it('the owner invites: 201, listed as open, e-mailed in the business language with a link the invitation page reads', async () => {
    const res = await call('POST', '/api/members/invitations', salon.headers, { email: ' Nina@Example.test ', role: 'staff' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number; email: string; role: string; expiresAt: string }>();
    expect(created).toMatchObject({ email: 'nina@example.test', role: 'staff' });
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const open = (await call('GET', '/api/members/invitations', salon.headers)).json<{ 'hydra:member': Json[] }>();
    expect(open['hydra:member']).toEqual([{ id: created.id, email: 'nina@example.test', role: 'staff', expiresAt: created.expiresAt, createdAt: expect.any(String) }]);

    const token = await mailedToken('nina@example.test', 'Anna Owner lädt Sie zu Team Salon auf Chairly ein');
    const mail = f.sink.mails.find((m) => m.to.includes('nina@example.test'))!;
    expect(mail.text).toContain('als Teammitglied beizutreten');
    expect(mail.text).toMatch(/http:\/\/app\.chairly\.localhost(:\d+)?\/invitation\//);
    expect(mail.html).toContain('lang="de"');
    // Only the token's hash is kept.
    expect((await f.pool.query('SELECT 1 FROM member_invitations WHERE token_hash = $1', [token])).rowCount).toBe(0);

    const page = await lookup(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.json()).toEqual({ businessName: 'Team Salon', subdomain: 'teamsalon', email: 'nina@example.test', role: 'staff', expiresAt: created.expiresAt, inviterName: 'Anna Owner' });
  });

  it('a new invitation of the same address replaces the open one: the first link stops working', async () => {
    await call('POST', '/api/members/invitations', salon.headers, { email: 'otto@example.test', role: 'staff' });
    const first = await mailedToken('otto@example.test', 'Anna Owner');
    const again = await call('POST', '/api/members/invitations', salon.headers, { email: 'OTTO@example.test', role: 'manager' });
    expect(again.statusCode).toBe(201);
    expect((await openInvitations(salon.id)).filter((i) => i.email.toLowerCase() === 'otto@example.test')).toHaveLength(1);
    const gone = await lookup(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'invitation_not_found' });
  });

  it('the owner withdraws an invitation: 204, its link 404, a second withdrawal 404', async () => {
    const { id } = (await call('POST', '/api/members/invitations', salon.headers, { email: 'paula@example.test', role: 'staff' })).json<{ id: number }>();
    const token = await mailedToken('paula@example.test', 'Anna Owner');
    expect((await call('DELETE', `/api/members/invitations/${id}`, salon.headers)).statusCode).toBe(204);
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/members/invitations/${id}`, salon.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/members/invitations', salon.headers)).json<{ 'hydra:member': Json[] }>()['hydra:member'].map((i) => i.email)).not.toContain('paula@example.test');
  });

  it('an expired or used link answers 410, an unknown one 404', async () => {
    await call('POST', '/api/members/invitations', salon.headers, { email: 'quinn@example.test', role: 'staff' });
    const expired = await mailedToken('quinn@example.test', 'Anna Owner');
    await f.pool.query("UPDATE member_invitations SET expires_at = now() - interval '1 minute' WHERE stylist_id = $1 AND email = 'quinn@example.test'", [salon.id]);
    expect((await lookup(expired)).statusCode).toBe(410);
    expect((await lookup(expired)).json()).toMatchObject({ code: 'GONE', reason: 'invitation_expired' });

    await call('POST', '/api/members/invitations', salon.headers, { email: 'rita@example.test', role: 'staff' });
    const used = await mailedToken('rita@example.test', 'Anna Owner');
    await f.pool.query("UPDATE member_invitations SET accepted_at = now() WHERE stylist_id = $1 AND email = 'rita@example.test'", [salon.id]);
    expect((await lookup(used)).statusCode).toBe(410);

    expect((await lookup('x'.repeat(43))).statusCode).toBe(404);
    expect((await lookup('not a token')).statusCode).toBe(400);
  });

  it("an address of the team answers 409; a bad address or role 400 with the field's message", async () => {
    const member = await call('POST', '/api/members/invitations', salon.headers, { email: 'DANA@example.test', role: 'staff' });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ code: 'CONFLICT', reason: 'member_exists', message: 'This address already belongs to a member of the team.' });
    const owner = await call('POST', '/api/members/invitations', salon.headers, { email: 'teamsalon@example.test', role: 'manager' });
    expect(owner.statusCode).toBe(409);

    const bad = await call('POST', '/api/members/invitations', salon.headers, { email: 'not-an-address', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({ email: 'The Email field must be a valid email', role: 'Choose a role from the list' });
  });

  it('managers and staff may not invite, list or withdraw invitations (403, role_forbidden)', async () => {
    for (const headers of [eli.headers, dana.headers]) {
      for (const [method, url, body] of [
        ['POST', '/api/members/invitations', { email: 'sam@example.test', role: 'staff' }],
        ['GET', '/api/members/invitations', undefined],
        ['DELETE', '/api/members/invitations/1', undefined],
      ] as const) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'role_forbidden' });
      }
    }
    expect((await openInvitations(salon.id)).map((i) => i.email)).not.toContain('sam@example.test');
  });

  it('20 parallel invitations of one address: all answered without a 5xx, one open invitation left', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/members/invitations', salon.headers, { email: 'race@example.test', role: 'staff' })));
    // Each replaces the one before it (one business's invitations are written one after another).
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(201));
    expect((await openInvitations(salon.id)).filter((i) => i.email === 'race@example.test')).toHaveLength(1);
  });

  it(`is rate limited: at most ${MEMBER_INVITATIONS_PER_HOUR} invitations an hour per business (429 with Retry-After)`, async () => {
    const busy = await f.openStylist('busysalon');
    for (let i = 0; i < MEMBER_INVITATIONS_PER_HOUR; i++) {
      const res = await call('POST', '/api/members/invitations', busy.headers, { email: `person${i}@example.test`, role: 'staff' });
      expect(res.statusCode).toBe(201);
    }
    const refused = await call('POST', '/api/members/invitations', busy.headers, { email: 'one.more@example.test', role: 'staff' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another business has its own budget.
    expect((await call('POST', '/api/members/invitations', other.headers, { email: 'one.more@example.test', role: 'staff' })).statusCode).toBe(201);
    // Withdrawn, their e-mails are not sent: the queue stays short for the tests below.
    await f.pool.query('DELETE FROM member_invitations WHERE stylist_id = $1', [busy.id]);
  });
});

describe('the invitation e-mail', () => {
  it.each(MESSAGE_LOCALES)('%s: names the business, the inviter and the role, carries the link and its expiry', (locale) => {
    const facts = {
      businessName: 'Salon Nour', stylistName: 'Nour', customerName: '', when: '', services: '', address: '',
      inviterName: 'Nour Haddad', memberRole: '[role]', inviteUrl: 'http://app.chairly.localhost/invitation/abc', validUntil: '[until]',
    };
    const message = buildMessage({ template: 'member-invitation', locale, recipientName: '', facts, withDetails: false });
    expect(message.subject).toContain('Salon Nour');
    expect(message.subject).toContain('Nour Haddad');
    for (const part of ['Salon Nour', 'Nour Haddad', '[role]', 'http://app.chairly.localhost/invitation/abc', '[until]']) expect(message.text).toContain(part);
    expect(message.html).toContain(`lang="${locale}"`);
    if (locale !== 'en') expect(message.subject).not.toBe(buildMessage({ template: 'member-invitation', locale: 'en', recipientName: '', facts, withDetails: false }).subject);
  });
});

describe('PATCH /api/members/{id}', () => {
  it('the owner changes a member: role, online bookings, team calendar, position; a manager made staff signs in again', async () => {
    const res = await call('PATCH', `/api/members/${dana.id}`, salon.headers, { role: 'manager', takesOnlineBookings: false, seesTeamCalendar: true, position: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: dana.id, role: 'manager', takesOnlineBookings: false, seesTeamCalendar: true, position: 5, active: true });
    await f.pool.query(
      "INSERT INTO refresh_tokens (family_id, stylist_id, token_hash, expires_at, member_id) VALUES (gen_random_uuid(), $1, encode(sha256('dana-manager'), 'hex'), now() + interval '1 day', $2)",
      [salon.id, dana.id],
    );
    expect((await call('PATCH', `/api/members/${dana.id}`, salon.headers, { role: 'staff', takesOnlineBookings: true, position: 2 })).statusCode).toBe(200);
    const sessions = await f.pool.query("SELECT 1 FROM refresh_tokens WHERE member_id = $1 AND revoked_at IS NULL", [dana.id]);
    expect(sessions.rowCount).toBe(0);
  });

  it("the owner's role and access do not change (409); nobody becomes owner", async () => {
    for (const body of [{ role: 'staff' }, { active: false }, { name: 'Someone' }]) {
      const res = await call('PATCH', `/api/members/${ownerId}`, salon.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', reason: 'owner_unchangeable' });
    }
    expect((await call('PATCH', `/api/members/${dana.id}`, salon.headers, { role: 'owner' })).statusCode).toBe(409);
    // Her own order on the public page is hers to set.
    expect((await call('PATCH', `/api/members/${ownerId}`, salon.headers, { position: 0 })).statusCode).toBe(200);
  });

  it('a member changes her own name and photo only; nothing of anybody else (403)', async () => {
    const own = await call('PATCH', `/api/members/${dana.id}`, dana.headers, { name: 'Dana Rossi', photo: 'https://img.example.test/dana.png' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Dana Rossi', photo: 'https://img.example.test/dana.png', role: 'staff' });
    for (const [id, body, headers] of [
      [dana.id, { role: 'manager' }, dana.headers],
      [dana.id, { active: false }, dana.headers],
      [eli.id, { name: 'Not me' }, dana.headers],
      [dana.id, { position: 0 }, eli.headers],
    ] as const) {
      const res = await call('PATCH', `/api/members/${id}`, headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'role_forbidden' });
    }
  });

  it('validates: nothing to change, unknown fields and bad values are 400', async () => {
    for (const body of [{}, { email: 'x@example.test' }, { position: -1 }, { name: '' }, { role: 'boss' }]) {
      expect((await call('PATCH', `/api/members/${dana.id}`, salon.headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('deactivating a member with appointments ahead: 409 with how many; once none is left, she is deactivated, her sessions end, reactivating works', async () => {
    const customer = (await call('POST', '/api/customers', salon.headers, { name: 'Carla', email: 'carla.team@example.test' })).json<{ id: number }>().id;
    const booked: number[] = [];
    for (const days of [3, 4]) {
      const res = await call('POST', '/api/appointments', salon.headers, { customerId: customer, services: [salon.services[0]], startsAt: berlinStart(days) });
      expect(res.statusCode, res.body).toBe(201);
      booked.push(res.json<{ id: number }>().id);
    }
    await f.pool.query('UPDATE appointments SET member_id = $1 WHERE id = ANY($2)', [dana.id, booked]);
    await f.pool.query(
      "INSERT INTO refresh_tokens (family_id, stylist_id, token_hash, expires_at, member_id) VALUES (gen_random_uuid(), $1, encode(sha256('dana-session'), 'hex'), now() + interval '1 day', $2)",
      [salon.id, dana.id],
    );

    const refused = await call('PATCH', `/api/members/${dana.id}`, salon.headers, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'member_future_appointments', message: 'Reassign or cancel her future appointments first.', futureAppointments: 2 });

    for (const id of booked) expect((await call('POST', `/api/appointment/${id}/set-state`, salon.headers, { transition: 'cancel' })).statusCode).toBe(200);
    const done = await call('PATCH', `/api/members/${dana.id}`, salon.headers, { active: false });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ active: false });
    const sessions = await f.pool.query<{ revoked_at: Date | null }>("SELECT revoked_at FROM refresh_tokens WHERE member_id = $1 AND token_hash = encode(sha256('dana-session'), 'hex')", [dana.id]);
    expect(sessions.rows.map((r) => r.revoked_at !== null)).toEqual([true]);

    expect((await call('PATCH', `/api/members/${dana.id}`, salon.headers, { active: true })).json()).toMatchObject({ active: true });
  });
});

describe('tenancy', () => {
  it("another business's member or invitation answers 404 and changes nothing", async () => {
    expect((await call('PATCH', `/api/members/${dana.id}`, other.headers, { position: 9 })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/members/${ownerId}`, other.headers, { takesOnlineBookings: false })).statusCode).toBe(404);
    const [invitation] = await openInvitations(salon.id);
    expect((await call('DELETE', `/api/members/invitations/${invitation!.id}`, other.headers)).statusCode).toBe(404);
    expect((await openInvitations(salon.id)).map((i) => i.id)).toContain(invitation!.id);
    const dana2 = (await members(salon.headers))['hydra:member'].find((m) => m.id === dana.id);
    expect(dana2).toMatchObject({ position: 2 });
    expect((await call('GET', '/api/members/invitations', other.headers)).json<{ 'hydra:member': Json[] }>()['hydra:member'].map((i) => i.email)).not.toContain('nina@example.test');
  });
});

describe('GET /api/public/members', () => {
  it("the business's host lists active members who take online bookings: name and photo, no e-mail or role", async () => {
    await call('PATCH', `/api/members/${eli.id}`, salon.headers, { takesOnlineBookings: false });
    const res = await call('GET', '/api/public/members', { host: salon.host });
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ 'hydra:member': Json[] }>()['hydra:member'];
    // Vera joined by invitation (position 0, so before Dana's 2); Eli takes no online bookings.
    expect(listed.map((m) => m.name)).toEqual(['Anna Owner', 'Vera Stone', 'Dana Rossi']);
    expect(listed[2]).toEqual({ '@id': `/api/members/${dana.id}`, '@type': 'Member', id: dana.id, name: 'Dana Rossi', photo: 'https://img.example.test/dana.png' });
    await call('PATCH', `/api/members/${dana.id}`, salon.headers, { active: false });
    expect((await call('GET', '/api/public/members', { host: salon.host })).json<{ 'hydra:member': Json[] }>()['hydra:member'].map((m) => m.name)).toEqual(['Anna Owner', 'Vera Stone']);
    await call('PATCH', `/api/members/${dana.id}`, salon.headers, { active: true });
    await call('PATCH', `/api/members/${eli.id}`, salon.headers, { takesOnlineBookings: true });
  });

  it('answers 404 off a business host', async () => {
    expect((await call('GET', '/api/public/members', { host: HOSTS.app })).statusCode).toBe(404);
    expect((await call('GET', '/api/public/members', { host: 'nobody.chairly.localhost' })).statusCode).toBe(404);
  });
});

describe('appointments name their member', () => {
  it('memberId and memberName on a write, the detail, the list and an edit; the owner when none was given', async () => {
    const customer = (await call('POST', '/api/customers', salon.headers, { name: 'Mia', email: 'mia.team@example.test' })).json<{ id: number }>().id;
    const created = await call('POST', '/api/appointments', salon.headers, { customerId: customer, services: [salon.services[0]], startsAt: berlinStart(6) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({ memberId: ownerId, memberName: 'Anna Owner' });

    await f.pool.query('UPDATE appointments SET member_id = $1 WHERE id = $2', [eli.id, id]);
    expect((await call('GET', `/api/appointments/${id}`, salon.headers)).json()).toMatchObject({ id, memberId: eli.id, memberName: 'Eli' });
    const after = new Date(Date.now()).toISOString();
    const before = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const list = (await call('GET', `/api/appointments/list?${new URLSearchParams({ 'startsAt[after]': after, 'startsAt[strictly_before]': before, itemsPerPage: '100' })}`, salon.headers)).json<{ 'hydra:member': Json[] }>();
    expect(list['hydra:member'].find((a) => a.id === id)).toMatchObject({ memberId: eli.id, memberName: 'Eli' });
    const edited = await call('PUT', `/api/appointments/${id}`, salon.headers, { note: 'With Eli' });
    expect(edited.json()).toMatchObject({ memberId: eli.id, memberName: 'Eli' });
  });

  it("on the day schedule: each appointment of the day names its member", async () => {
    const customer = (await call('POST', '/api/customers', salon.headers, { name: 'Noa', email: 'noa.team@example.test' })).json<{ id: number }>().id;
    const startsAt = berlinStart(9);
    const created = await call('POST', '/api/appointments', salon.headers, { customerId: customer, services: [salon.services[0]], startsAt });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    await f.pool.query('UPDATE appointments SET member_id = $1 WHERE id = $2', [eli.id, id]);
    const day = await call('GET', `/api/appointments/schedule/${startsAt.slice(0, 10)}`, salon.headers);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json<{ appointments: Json[] }>().appointments.find((a) => a.id === id)).toMatchObject({ memberId: eli.id, memberName: 'Eli' });
  });

  it("on the customer's own bookings too", async () => {
    const mia = await f.signedInCustomerOf(salon, 'Mira', 'en', 'mira.team@example.test');
    const created = await call('POST', '/api/appointments', salon.headers, { customerId: mia.customerId, services: [salon.services[0]], startsAt: berlinStart(8) });
    expect(created.statusCode, created.body).toBe(201);
    await f.pool.query('UPDATE appointments SET member_id = $1 WHERE id = $2', [eli.id, created.json<{ id: number }>().id]);
    const mine = await call('GET', '/api/logged-customer/appointments', mia.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ 'hydra:member': Json[] }>()['hydra:member']).toEqual([expect.objectContaining({ memberId: eli.id, memberName: 'Eli' })]);
  });
});
