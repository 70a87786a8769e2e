import { DEMO_ACCOUNTS, DEMO_SUBDOMAINS } from '@chairly/shared';
import { eq } from 'drizzle-orm';
import { stylists, timeZones } from '../schema/index';
import type { Seed, SeedDb } from './types';

async function timeZoneId(db: SeedDb, name: string): Promise<number> {
  const [zone] = await db.select({ id: timeZones.id }).from(timeZones).where(eq(timeZones.name, name));
  if (!zone) throw new Error(`Time zone ${name} is missing: run the time-zones seed first`);
  return zone.id;
}

/** Demo stylists of docs/architecture.md §1: two registered businesses and one signed-up, unregistered account. */
export const stylistsSeed: Seed = {
  name: 'stylists',
  run: async (db) => {
    const { anna, bella, newStylist } = DEMO_ACCOUNTS;
    const rows: (typeof stylists.$inferInsert)[] = [
      {
        authSubject: anna.sub,
        email: anna.email,
        name: anna.name,
        lastname: anna.lastName,
        subdomain: DEMO_SUBDOMAINS.anna,
        businessName: "Anna's Beauty Studio",
        businessDescription:
          'Hair, brows and make-up in the heart of Prenzlauer Berg. Relaxed appointments, honest advice and products that suit your hair.',
        facebookUrl: 'https://www.facebook.com/annasbeautystudio',
        twitterUrl: 'https://twitter.com/annasbeauty',
        instagramUrl: 'https://www.instagram.com/annasbeautystudio',
        address: 'Kastanienallee 12',
        city: 'Berlin',
        postCode: '10435',
        businessPhone: '+49301234567',
        latitude: 52.5386,
        longtitude: 13.4098,
        timeZoneId: await timeZoneId(db, 'Europe/Berlin'),
        // Issue #29: her country and currency (every amount of hers is in euro cents).
        country: 'DE',
        currency: 'EUR',
        notificationsText: 'Please arrive five minutes early. Free cancellation up to one hour before your appointment.',
      },
      {
        authSubject: bella.sub,
        email: bella.email,
        name: bella.name,
        lastname: bella.lastName,
        subdomain: DEMO_SUBDOMAINS.bella,
        businessName: 'Bella Nails & Lashes',
        businessDescription: 'Gel nails, nail art and lash extensions in São Paulo’s Jardins.',
        instagramUrl: 'https://www.instagram.com/bellanailslashes',
        address: 'Rua Oscar Freire 420',
        city: 'São Paulo',
        postCode: '01426-000',
        businessPhone: '+551131234567',
        latitude: -23.5629,
        longtitude: -46.6694,
        timeZoneId: await timeZoneId(db, 'America/Sao_Paulo'),
        // Issue #29: a second country and currency (Brazilian reais, two decimals like the euro).
        country: 'BR',
        currency: 'BRL',
        locale: 'pt',
        notificationsText: 'See you soon at Bella Nails & Lashes!',
      },
      { authSubject: newStylist.sub, email: newStylist.email, name: newStylist.name, lastname: newStylist.lastName },
    ];
    await db.insert(stylists).values(rows).onConflictDoNothing({ target: stylists.authSubject });
  },
};
