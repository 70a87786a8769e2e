import {
  appointmentSchema,
  availableDatesParamsSchema,
  availableDatesQuerySchema,
  availableDatesSchema,
  blockDateRequestSchema,
  bookRequestSchema,
  confirmBookingRequestSchema,
  depositActionSchema,
  depositQuoteQuerySchema,
  depositQuoteSchema,
} from '@chairly/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import type { AvailableDatesService } from './available-dates.service';
import type { BlockDateService } from './block-date.service';
import type { BookService } from './book.service';
import type { ConfirmOutcome, ConfirmService } from './confirm.service';
import type { DepositQuoteService } from './deposit-quote.service';

type Services = {
  siteStylist: SiteStylist;
  availableDates: AvailableDatesService;
  blockDate: BlockDateService;
  confirm: ConfirmService;
  book: BookService;
  depositQuote: DepositQuoteService;
};

/** A booking, or 202 with the page where the customer authenticates the deposit (issue #20). */
const answer = (reply: FastifyReply, outcome: ConfirmOutcome, bookedStatus: 200 | 201) =>
  'booked' in outcome ? reply.code(bookedStatus).send(outcome.booked) : reply.code(202).send(outcome.action);

/**
 * Booking calls: 20 a minute per signed-in customer (their verified token; the rate-limit plugin's
 * key), so many customers behind one address are not limited together.
 */
export const BOOKING_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** docs/architecture.md §7: available dates (public), block-date and confirm (customer), and docs/product.md §7's one-call booking. */
export const bookingRoutes: FastifyPluginAsyncZod<Services> = async (app, { siteStylist, availableDates, blockDate, confirm, book, depositQuote }) => {
  app.get(
    '/api/public/deposit',
    {
      schema: {
        tags: ['public'],
        summary: 'The deposit due when booking these services (services=3,5; null = none; `member`: at her prices, to her account), and the hours before the start until which cancelling refunds it (0: until it starts)',
        querystring: depositQuoteQuerySchema,
        response: { 200: depositQuoteSchema },
      },
    },
    async (request) => depositQuote.quote(await siteStylist(request.site), request.query.services, request.query.member),
  );

  app.get(
    '/api/public/services/duration/:duration/available-dates/period/:startDate/:endDate',
    {
      // Public and cheap to repeat: the global per-address limit (RATE_LIMIT_MAX a minute) applies.
      schema: {
        tags: ['public'],
        summary:
          "Available start times per date (stylist's wall clock) for a total duration in minutes; period up to 62 days. " +
          "With services=3,5 (the chosen services, in order) their buffers and processing windows count too, and duration must be their total. " +
          "member={id}: that member's times only (404 not bookable online, 422 not performing the services); absent or any: anyone available",
        params: availableDatesParamsSchema,
        querystring: availableDatesQuerySchema,
        response: { 200: availableDatesSchema },
      },
    },
    async (request) => availableDates.list(await siteStylist(request.site), request.params, request.query),
  );

  app.post(
    '/api/logged-customer/block-date',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['booking'],
        summary:
          'Hold a slot for the chosen services (expires after HOLD_MINUTES); 409 when taken, 422 outside availability. ' +
          'memberId: that member (404 not bookable online, 422 she does not perform them); absent: anyone free, assigned by fewest bookings that day, then the team order',
        body: blockDateRequestSchema,
        response: { 201: appointmentSchema },
      },
    },
    async (request, reply) => {
      const stylistId = await siteStylist(request.site);
      return reply.code(201).send(await blockDate.block(stylistId, customerOf(request).customerAccountId, request.body));
    },
  );

  app.post(
    '/api/logged-customer/appointment/confirm',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['booking'],
        summary:
          "Confirm the customer's own unexpired hold (a saved card is required when the stylist has no-show protection or a deposit is due). " +
          'A deposit is taken first: 402 when the card is declined (the hold stays), 202 with the page where the customer authenticates it (then confirm again)',
        body: confirmBookingRequestSchema,
        response: { 200: appointmentSchema, 202: depositActionSchema },
      },
    },
    async (request, reply) => answer(reply, await confirm.confirm(await siteStylist(request.site), customerOf(request).customerAccountId, request.body), 200),
  );

  app.post(
    '/api/logged-customer/appointment',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['booking'],
        summary:
          'Book in one call (block-date and confirm in one transaction, for clients that need no hold step): the same rules as block-date (422), ' +
          'the same card requirement as confirm (422), 409 when the time is taken; releases the customer\'s other hold; memberId as for block-date. ' +
          'With a deposit due: the time is held, the deposit taken and the hold confirmed (402 declined: the hold stays; 202: authenticate, then confirm)',
        body: bookRequestSchema,
        response: { 201: appointmentSchema, 202: depositActionSchema },
      },
    },
    async (request, reply) => {
      const stylistId = await siteStylist(request.site);
      return answer(reply, await book.book(stylistId, customerOf(request).customerAccountId, request.body), 201);
    },
  );
};
