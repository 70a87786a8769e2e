import { fromMinorUnits, toMinorUnits } from '@chairly/shared/format';
import {
  memberServicesRequestSchema,
  type MemberService,
  type MemberServicesRequest,
} from '@chairly/shared/members/week';
import { translateMessage } from '@chairly/shared/validation/message-token';

/** One service in the editor: whether she performs it, her own duration and price ('' = the service's). */
export type ServiceRow = {
  serviceId: number;
  name: string;
  performs: boolean;
  duration: number | '';
  /** Major units of the business's currency. */
  price: number | '';
  /** The service's own, shown as the fallback. */
  serviceDuration: number;
  servicePriceCents: number;
};
export type ServicesForm = { allServices: boolean; rows: ServiceRow[] };
/** A message per service id and field. */
export type ServiceErrors = Record<number, Partial<Record<'duration' | 'price', string>>>;
export type ServicesCheck =
  | { ok: true; body: MemberServicesRequest }
  | { ok: false; errors: ServiceErrors };

/** The editor's values from GET /api/members/{id}/services. */
export function servicesForm(
  list: { allServices: boolean; 'hydra:member': MemberService[] },
  currency: string,
): ServicesForm {
  return {
    allServices: list.allServices,
    rows: list['hydra:member'].map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      performs: s.performs,
      duration: s.ownDurationMinutes ?? '',
      price: s.ownPriceCents === null ? '' : fromMinorUnits(s.ownPriceCents, currency),
      serviceDuration: s.durationMinutes,
      servicePriceCents: s.priceCents,
    })),
  };
}

/**
 * The request the editor sends, checked by the API's own contract: with every service, only the
 * rows that change her duration or price; otherwise every service she performs. Messages in the
 * reader's language with the editor's labels.
 */
export function checkServices(
  form: ServicesForm,
  currency: string,
  language: string,
  labels: { duration: string; price: string },
): ServicesCheck {
  const sent = form.rows.filter((row) =>
    form.allServices ? row.duration !== '' || row.price !== '' : row.performs,
  );
  const body = {
    allServices: form.allServices,
    services: sent.map((row) => ({
      serviceId: row.serviceId,
      durationMinutes: row.duration === '' ? null : row.duration,
      priceCents: row.price === '' ? null : toMinorUnits(row.price, currency),
    })),
  };
  const parsed = memberServicesRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ServiceErrors = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const row = typeof index === 'number' ? sent[index] : undefined;
    if (!row || (field !== 'durationMinutes' && field !== 'priceCents')) continue;
    const key = field === 'durationMinutes' ? 'duration' : 'price';
    errors[row.serviceId] = {
      ...errors[row.serviceId],
      [key]: translateMessage(issue.message, language, { _field_: labels[key] }),
    };
  }
  return { ok: false, errors };
}
