import {
  AppError,
  currencyForCountry,
  SUBDOMAIN_MESSAGES,
  subdomainProblem,
  type CurrencyCode,
  type RegisterStylistRequest,
  type SubdomainCheckResponse,
} from '@chairly/shared';
import type { StylistsRepository } from './stylists.repository';
import { toPublicStylist, toStylist } from './stylist-view';

type Repository = Pick<
  StylistsRepository,
  'findById' | 'findRegisteredBySubdomain' | 'isSubdomainTaken' | 'timeZoneExists' | 'register'
>;

const notFound = () => new AppError('NOT_FOUND', 'Stylist not found');

/** `defaultCurrency`: the deployment's (composition.ts), for a stylist without her own. */
export function createStylistsService(repository: Repository, defaultCurrency: CurrencyCode) {
  async function ownProfile(stylistId: number) {
    const row = await repository.findById(stylistId);
    if (!row) throw notFound();
    return toStylist(row, defaultCurrency);
  }

  return {
    /** A stylist sees only themself: another id answers 404, as if it did not exist. */
    async get(stylistId: number, requestedId: number) {
      if (requestedId !== stylistId) throw notFound();
      return ownProfile(stylistId);
    },

    async register(stylistId: number, request: RegisterStylistRequest) {
      // The body schema already refuses these; checked again so the service holds on its own.
      const problem = subdomainProblem(request.subdomain);
      if (problem) throw new AppError('VALIDATION', 'The request is invalid', { subdomain: SUBDOMAIN_MESSAGES[problem] });
      if (!(await repository.timeZoneExists(request.timeZone))) {
        throw new AppError('VALIDATION', 'The request is invalid', { timeZone: 'Unknown time zone' });
      }
      const { timeZone, country, currency, ...fields } = request;
      // Issue #29: the currency she chose, else her country's, else the deployment's.
      const chosen = currency ?? (country ? currencyForCountry(country) : null) ?? defaultCurrency;
      const result = await repository.register(stylistId, { ...fields, timeZoneId: timeZone, country: country ?? null, currency: chosen });
      if (result === 'subdomain-taken') {
        throw new AppError('CONFLICT', SUBDOMAIN_MESSAGES.taken, { subdomain: SUBDOMAIN_MESSAGES.taken });
      }
      if (result === 'already-registered') throw new AppError('CONFLICT', 'This stylist is already registered');
      return ownProfile(stylistId);
    },

    async checkSubdomain(raw: string): Promise<SubdomainCheckResponse> {
      const subdomain = raw.trim().toLowerCase();
      const problem = subdomainProblem(subdomain);
      if (problem) return { subdomain, available: false, reason: problem };
      if (await repository.isSubdomainTaken(subdomain)) return { subdomain, available: false, reason: 'taken' };
      return { subdomain, available: true, reason: null };
    },

    async getPublic(subdomain: string) {
      const row = await repository.findRegisteredBySubdomain(subdomain.trim().toLowerCase());
      if (!row) throw notFound();
      return toPublicStylist(row, defaultCurrency);
    },
  };
}

export type StylistsService = ReturnType<typeof createStylistsService>;
