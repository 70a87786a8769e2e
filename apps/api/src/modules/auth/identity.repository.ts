import type { Locale } from '@chairly/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAccounts, stylists } from '../../db/schema/index';

/**
 * `locale`: the browser's language at sign-up; absent, the column's default (English).
 * `emailVerified`: the ID token's claim, recorded at every sign-in (issue #31.10).
 */
export type NewIdentity = { authSubject: string; email: string; name: string; lastname: string; locale?: Locale; emailVerified: boolean };
export type StylistIdentity = { id: number; authSubject: string; subdomain: string | null };

const STYLIST_IDENTITY = { id: stylists.id, authSubject: stylists.authSubject, subdomain: stylists.subdomain };

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

/** Accounts found by their OpenID Connect subject, created on first sign-in. */
export function createIdentityRepository(db: Db) {
  async function findStylistBySubject(authSubject: string): Promise<StylistIdentity | undefined> {
    const [row] = await db.select(STYLIST_IDENTITY).from(stylists).where(eq(stylists.authSubject, authSubject));
    return row;
  }

  return {
    /** ON CONFLICT: two first sign-ins racing create one row, and both get it. */
    async findOrCreateStylist(identity: NewIdentity): Promise<StylistIdentity> {
      const existing = await findStylistBySubject(identity.authSubject);
      if (existing) {
        // The address may have been confirmed since her last sign-in (or an issuer may revoke it).
        const changed = and(eq(stylists.id, existing.id), ne(stylists.emailVerified, identity.emailVerified));
        await db.update(stylists).set({ emailVerified: identity.emailVerified }).where(changed);
        return existing;
      }
      const [created] = await db
        .insert(stylists)
        .values(identity)
        .onConflictDoNothing({ target: stylists.authSubject })
        .returning(STYLIST_IDENTITY);
      const row = created ?? (await findStylistBySubject(identity.authSubject));
      if (!row) throw new Error('stylist vanished right after its creation');
      return row;
    },
    async findStylistById(id: number): Promise<StylistIdentity | undefined> {
      const [row] = await db.select(STYLIST_IDENTITY).from(stylists).where(eq(stylists.id, id));
      return row;
    },
    async findCustomerAccountById(id: number): Promise<{ id: number; authSubject: string } | undefined> {
      const [row] = await db
        .select({ id: customerAccounts.id, authSubject: customerAccounts.authSubject })
        .from(customerAccounts)
        .where(eq(customerAccounts.id, id));
      return row;
    },
    async findOrCreateCustomerAccount(identity: NewIdentity): Promise<{ id: number }> {
      const bySubject = eq(customerAccounts.authSubject, identity.authSubject);
      const [existing] = await db.select({ id: customerAccounts.id }).from(customerAccounts).where(bySubject);
      if (existing) {
        const changed = and(eq(customerAccounts.id, existing.id), ne(customerAccounts.emailVerified, identity.emailVerified));
        await db.update(customerAccounts).set({ emailVerified: identity.emailVerified }).where(changed);
        return existing;
      }
      const [created] = await db
        .insert(customerAccounts)
        .values(identity)
        .onConflictDoNothing({ target: customerAccounts.authSubject })
        .returning({ id: customerAccounts.id });
      const [row] = created ? [created] : await db.select({ id: customerAccounts.id }).from(customerAccounts).where(bySubject);
      if (!row) throw new Error('customer account vanished right after its creation');
      return row;
    },
    /** The language chosen in the menu (issue #29.3); messages to her are written in it. */
    async setStylistLanguage(id: number, locale: Locale): Promise<void> {
      await db.update(stylists).set({ locale }).where(eq(stylists.id, id));
    },
    async setCustomerLanguage(id: number, locale: Locale): Promise<void> {
      await db.update(customerAccounts).set({ locale }).where(eq(customerAccounts.id, id));
    },
  };
}
