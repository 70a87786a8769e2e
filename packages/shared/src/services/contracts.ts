import { z } from 'zod';
import { DEFAULT_SERVICE_DURATION_MINUTES } from '../constants';
import { MAX_BUFFER_MINUTES, processingWindowFits } from '../availability/occupancy';
import { hydraCollectionSchema } from '../hydra';
import { SERVICE_DEPOSIT_MODES, serviceDepositValid } from '../payments/deposits';
import { messageToken } from '../validation/message-token';
import { zInteger, zPrice, zRequired } from '../validation/zod-helpers';

/** Columns of the services table that sort (docs/product.md §2); the default order is id descending. */
export const SERVICE_SORTABLE_FIELDS = ['id', 'name', 'price', 'hourly', 'duration', 'public'] as const;
export type ServiceSortField = (typeof SERVICE_SORTABLE_FIELDS)[number];

export const MAX_SERVICE_PRICE = 100_000;
/**
 * Issue #29: a price may have as many decimals as the currency with the most (KWD: 3); the server
 * refuses more than the stylist's own currency allows (45.5 JPY) with a field error.
 */
export const MAX_PRICE_DECIMALS = 3;
export const MAX_SERVICE_DURATION_MINUTES = 24 * 60;
export const MAX_SERVICE_NAME_LENGTH = 120;

/** "0 is sent as 45" (docs/product.md §5 "Service"). */
export function effectiveDuration(minutes: number): number {
  return minutes === 0 ? DEFAULT_SERVICE_DURATION_MINUTES : minutes;
}

/** A required yes/no field: missing says "required", anything but a boolean says "invalid". */
export function zRequiredBoolean(field: string) {
  return z.boolean({ error: (issue) => messageToken(issue.input === undefined || issue.input === null ? 'required' : 'invalid', { _field_: field }) });
}

/** A required reference to another record by id. */
export function zReference(field: string) {
  const invalid = messageToken('invalid', { _field_: field });
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? messageToken('required', { _field_: field }) : invalid) })
    .int(invalid)
    .positive(invalid);
}

export const serviceCategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A service as the back office sees it; price in major units of her currency, duration in minutes.
 * Issue #18: `bufferMinutes` (clean-up after it, 0–120), and a processing window inside it
 * (`processingStartMinutes` after its start, lasting `processingMinutes`; 0 = none) in which the
 * stylist is free for another appointment (availability/occupancy.ts).
 */
export const serviceSchema = z.object({
  '@id': z.string(),
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  hourly: z.boolean(),
  duration: z.number().int(),
  bufferMinutes: z.number().int(),
  processingStartMinutes: z.number().int(),
  processingMinutes: z.number().int(),
  public: z.boolean(),
  category: serviceCategoryRefSchema,
  /**
   * Issue #20: the service's own deposit while the stylist requires one: `default` (her rule),
   * `none`, `percentage` (depositValue in percent) or `amount` (depositValue in major units of her currency).
   */
  depositMode: z.enum(SERVICE_DEPOSIT_MODES),
  depositValue: z.number().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = hydraCollectionSchema(serviceSchema);
export type ServiceList = z.infer<typeof serviceListSchema>;

/**
 * POST /api/services and PUT /api/services/{id} (docs/product.md §5 "Service"). Buffer and processing
 * (issue #18) may be left out: 0, none. A processing window lies strictly inside the service.
 */
export const serviceRequestSchema = z
  .strictObject({
    name: zRequired({ field: 'Name' }).max(MAX_SERVICE_NAME_LENGTH, messageToken('between', { _field_: 'Name', min: 1, max: MAX_SERVICE_NAME_LENGTH })),
    price: zPrice({ field: 'Price', decimals: MAX_PRICE_DECIMALS }).refine((n) => n <= MAX_SERVICE_PRICE, messageToken('between', { _field_: 'Price', min: 0.01, max: MAX_SERVICE_PRICE })),
    hourly: zRequiredBoolean('Hourly'),
    duration: zInteger({ field: 'Duration', min: 0, max: MAX_SERVICE_DURATION_MINUTES }).transform(effectiveDuration),
    category: zReference('Category'),
    public: zRequiredBoolean('Public'),
    bufferMinutes: zInteger({ field: 'Buffer', min: 0, max: MAX_BUFFER_MINUTES }).default(0),
    processingStartMinutes: zInteger({ field: 'Processing starts after', min: 0, max: MAX_SERVICE_DURATION_MINUTES }).default(0),
    processingMinutes: zInteger({ field: 'Processing time', min: 0, max: MAX_SERVICE_DURATION_MINUTES }).default(0),
    depositMode: z.enum(SERVICE_DEPOSIT_MODES, { error: 'Deposit must be default, none, percentage or amount' }).default('default'),
    depositValue: z.number({ error: 'The deposit must be a number' }).nullable().default(null),
  })
  .superRefine((service, ctx) => {
    // A fixed deposit is in major units of her currency; the server checks its decimals against it (issue #29).
    const valid =
      service.depositMode === 'amount'
        ? service.depositValue !== null && service.depositValue >= SERVICE_DEPOSIT_AMOUNT.min && service.depositValue <= SERVICE_DEPOSIT_AMOUNT.max
        : serviceDepositValid(service.depositMode, service.depositValue);
    if (!valid)
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: SERVICE_DEPOSIT_MESSAGES[service.depositMode] });
    const pattern = { durationMinutes: service.duration, processingStartMinutes: service.processingStartMinutes, processingMinutes: service.processingMinutes };
    if (!processingWindowFits(pattern)) ctx.addIssue({ code: 'custom', path: ['processingMinutes'], message: messageToken('processing_inside') });
  });
export const SERVICE_DEPOSIT_MESSAGES = {
  default: 'Leave the deposit value empty to follow your deposit rule',
  none: 'Leave the deposit value empty for no deposit',
  percentage: 'The deposit must be one of 10, 20, 25, 30, 50, 100 percent',
  amount: 'The deposit must be between 1 and 10,000',
} as const;
/** A service's fixed deposit, in major units of the stylist's currency. */
export const SERVICE_DEPOSIT_AMOUNT = { min: 1, max: 10_000 } as const;

/** What a client sends (duration may be 0). */
export type ServiceRequest = z.input<typeof serviceRequestSchema>;
/** What the server stores (duration 0 became 45). */
export type ServiceInput = z.output<typeof serviceRequestSchema>;

/** A service on the stylist's public page: GET /api/public/services. */
export const publicServiceSchema = serviceSchema.omit({ public: true, category: true, bufferMinutes: true, processingStartMinutes: true, processingMinutes: true, depositMode: true, depositValue: true }).extend({
  category: serviceCategoryRefSchema.extend({ parent: z.number().int().nullable() }),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const publicServiceListSchema = hydraCollectionSchema(publicServiceSchema);
export type PublicServiceList = z.infer<typeof publicServiceListSchema>;
