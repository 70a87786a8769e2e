import { AppError, phoneRegion, type CurrencyCode, type Stylist, type UpdateStylistRequest } from '@chairly/shared';
import { storedPhone } from '../phones/index';
import type { StylistChanges, StylistSettingsRepository } from './stylist-settings.repository';
import { toStylist } from '../stylists/index';

type Repository = Pick<StylistSettingsRepository, 'findById' | 'timeZoneExists' | 'update' | 'changeCurrency'>;

/** Issue #29: her currency is fixed once she has taken a payment (D33); the web translates the reason. */
const currencyLocked = () =>
  new AppError(
    'CONFLICT',
    'Your currency cannot be changed after you have taken a payment',
    { currency: 'Your currency cannot be changed after you have taken a payment' },
    'currency_locked',
  );

function toChanges({ timeZone, currency: _currency, ...rest }: UpdateStylistRequest): StylistChanges {
  return { ...rest, ...(timeZone === undefined ? {} : { timeZoneId: timeZone }) };
}

/** `defaultCurrency`: the deployment's (composition.ts), shown while her row has none. */
export function createStylistSettingsService(repository: Repository, defaultCurrency: CurrencyCode) {
  async function read(stylistId: number): Promise<Stylist> {
    const row = await repository.findById(stylistId);
    if (!row) throw new AppError('NOT_FOUND', 'Stylist not found');
    return toStylist({ stylist: row.stylist, timeZone: row.zone }, defaultCurrency);
  }

  /**
   * Her business phone in E.164 (issue #29.4), read in her country: the one this same request sets,
   * if it sets a valid one, else the stored one.
   */
  async function businessPhoneOf(stylistId: number, phone: string, body: UpdateStylistRequest): Promise<string> {
    const row = await repository.findById(stylistId);
    const { country } = body as { country?: unknown };
    const region = phoneRegion(typeof country === 'string' ? country : row?.stylist.country, row?.stylist.holidayCountry);
    return storedPhone(phone, region, 'businessPhone', 'Business phone');
  }

  return {
    read,
    /** Partial update of the stylist's own account and notification settings; another id is 404. */
    async update(tokenStylistId: number, pathId: number, body: UpdateStylistRequest): Promise<Stylist> {
      if (pathId !== tokenStylistId) throw new AppError('NOT_FOUND', 'Stylist not found');
      if (body.timeZone !== undefined && !(await repository.timeZoneExists(body.timeZone))) {
        throw new AppError('VALIDATION', 'The request is invalid', { timeZone: 'Unknown time zone' });
      }
      const changes = toChanges(body);
      if (changes.businessPhone) changes.businessPhone = await businessPhoneOf(tokenStylistId, changes.businessPhone, body);
      // The currency first: refused, nothing of the request is saved.
      if (body.currency !== undefined && !(await repository.changeCurrency(tokenStylistId, body.currency))) throw currencyLocked();
      if (Object.keys(changes).length > 0) await repository.update(tokenStylistId, changes);
      return read(tokenStylistId);
    },
  };
}
export type StylistSettingsService = ReturnType<typeof createStylistSettingsService>;
