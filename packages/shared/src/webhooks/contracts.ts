import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';
import { messageToken } from '../validation/message-token';

/** Issue #32 (3b): the events a stylist can subscribe an endpoint to (docs/api.md "Webhooks"). */
export const WEBHOOK_EVENTS = [
  'appointment.created',
  'appointment.rescheduled',
  'appointment.cancelled',
  'appointment.completed',
  'customer.created',
  'review.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** Endpoints per stylist. */
export const MAX_WEBHOOKS = 10;
/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Chairly-Signature';

/** POST /api/webhooks: where to send and which events (at least one, each once). The URL is checked further by the server. */
export const webhookCreateSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: messageToken('url') }).max(MAX_WEBHOOK_URL_LENGTH, messageToken('url')),
  events: z
    .array(webhookEventSchema)
    .min(1)
    .refine((events) => new Set(events).size === events.length, { message: 'Each event at most once' }),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;

export const webhookSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Webhook'),
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = hydraCollectionSchema(webhookSchema);
export type WebhookList = z.infer<typeof webhookListSchema>;

/** The answer of POST /api/webhooks: the only time the signing secret is shown. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('WebhookDelivery'),
  id: z.number().int(),
  eventId: z.string(),
  event: webhookEventSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null before any or when it did not answer. */
  responseCode: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = hydraCollectionSchema(webhookDeliverySchema);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
