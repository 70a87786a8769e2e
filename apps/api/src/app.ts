import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostOrigin } from '@chairly/shared';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { createLogger, lazyChildLogger } from './lib/logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import { createLocalStorage, createS3Storage } from './gateways/storage/index';
import { createApiTokens, resolveApiTokenSecret, VERIFIED_TOKEN_CACHE_SIZE } from './lib/api-token';
import { apiKeyAuthenticator, apiKeysModule, createApiKeys } from './modules/api-keys/index';
import { appConfigModule } from './modules/app-config/index';
import { categoriesModule } from './modules/categories/index';
import { customersModule } from './modules/customers/index';
import { dashboardModule } from './modules/dashboard/index';
import { privacyModule } from './modules/privacy/index';
import { exportsModule } from './modules/exports/index';
import { reviewsModule } from './modules/reviews/index';
import { servicesModule } from './modules/services/index';
import { authModule } from './modules/auth/index';
import { bookingModule } from './modules/booking/index';
import { appointmentsModule } from './modules/appointments/index';
import { blockedTimesModule } from './modules/blocked-times/index';
import { calendarFeedModule } from './modules/calendar-feed/index';
import { consultationsModule } from './modules/consultations/index';
import { devOutboxModule } from './modules/dev-outbox/index';
import { customerBookingsModule } from './modules/customer-bookings/index';
import { healthModule } from './modules/health/index';
import { stylistsModule } from './modules/stylists/index';
import { subscriptionStatusModule } from './modules/subscription-status/index';
import { subscriptionsModule } from './modules/subscriptions/index';
import { membersModule } from './modules/members/index';
import { openHoursModule } from './modules/open-hours/index';
import { paymentAccountsModule } from './modules/payment-accounts/index';
import { createPaymentAccountRefresher, paymentsModule } from './modules/payments/index';
import { sandboxPagesModule } from './modules/sandbox-pages/index';
import { policiesModule } from './modules/policies/index';
import { stylistImagesModule } from './modules/stylist-images/index';
import { stylistSettingsModule } from './modules/stylist-settings/index';
import { timeZonesModule } from './modules/time-zones/index';
import { waitlistModule } from './modules/waitlist/index';
import { webManifestModule } from './modules/web-manifest/index';
import { urlPolicyFor, webhooksModule } from './modules/webhooks/index';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { httpCachingPlugin } from './plugins/http-caching';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestHostPlugin } from './plugins/request-host';
import { generateRequestId, requestIdPlugin } from './plugins/request-id';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { createServices, type Services } from './composition';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildAppOptions = {
  config: Config;
  db: Database;
  logger?: FastifyBaseLogger;
  /** Folder of the built SPA; defaults to apps/web/dist. */
  webDist?: string;
  /**
   * The composition root's services (composition.ts), shared with the job runner; built here when
   * absent, on the app's own change listener.
   */
  services?: Services;
};

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP application: external plugins, then app plugins, then the domain modules. */
export async function buildApp({ config, db, logger, webDist = DEFAULT_WEB_DIST, services: given }: BuildAppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    childLoggerFactory: lazyChildLogger,
    genReqId: generateRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-* count only when the socket peer (and, for -For, each further hop) is one of our
    // proxies by address; a client's own headers are ignored. The host they give is read once per
    // request (request.trustedHost, plugins/request-host.ts).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Given services bring their change listener (the launcher's); otherwise the app opens its own.
  await app.register(databasePlugin, { database: db, ...(given?.changes ? { changes: given.changes } : {}) });
  const services = given ?? createServices({ config, db: db.db, changes: app.stylistChanges });
  // Issue #29 (D33): PAYMENT_CURRENCY is only the currency of stylists who have none yet (written
  // into their rows at start, system/start-system.ts; read as theirs until then). Each module that
  // shows a stylist's currency gets it as an option.
  const { defaultCurrency, availability } = services;
  await app.register(requestHostPlugin, { baseDomain: config.baseDomain });
  const tokenSecret = await resolveApiTokenSecret({ secret: config.apiTokenSecret, dataDir: config.dataDir });
  // Her API keys (issue #32.3a) are bearer credentials the auth guards accept beside API tokens.
  const apiKeys = createApiKeys(db.db, { live: !config.deployment.local });
  await app.register(authPlugin, {
    tokens: createApiTokens(tokenSecret, Date.now, { cacheSize: VERIFIED_TOKEN_CACHE_SIZE }),
    pool: db.pool,
    apiKeys: apiKeyAuthenticator(apiKeys),
  });
  await app.register(securityPlugin, {
    oidcIssuer: config.oidc.issuer,
    corsOrigins: config.corsOrigins,
    https: config.publicProtocol === 'https',
    paymentProvider: config.payments.provider,
  });
  // Cache-Control, ETags and compression (issue #32.5); before every route, which it hooks as each is added.
  await app.register(httpCachingPlugin);
  await app.register(rateLimitPlugin, { pool: db.pool, max: config.rateLimitMax });
  await app.register(docsPlugin);

  await app.register(healthModule);
  // Every customer's messages: served on a local system only (config/deployment.ts), never on a real domain.
  await app.register(devOutboxModule, { serve: config.deployment.outboxPage });
  await app.register(appConfigModule, { config });
  await app.register(timeZonesModule);
  await app.register(categoriesModule);
  await app.register(servicesModule, { defaultCurrency });
  await app.register(customersModule);
  await app.register(stylistSettingsModule, { defaultCurrency });
  await app.register(openHoursModule, { availability });
  const paymentGateway = services.gateway;
  await app.register(paymentAccountsModule, {
    provider: config.payments.provider,
    refresh: createPaymentAccountRefresher(db.db, paymentGateway, config),
  });
  await app.register(policiesModule, { provider: config.payments.provider });
  await app.register(paymentsModule, {
    config,
    gateway: paymentGateway,
    services,
    // Subscription webhooks (stripe mode) keep the billing status current; see docs/subscriptions.md.
    // `db` is the webhook's transaction: the effects commit with the event's record (issue #28).
    onSubscriptionEvent: async (event, db) => void (await app.handleBillingEvent(event, db)),
  });
  // Pages that "pay" without a card: only while the payment sandbox is in effect (local, or SANDBOXES=payments).
  if (config.deployment.sandboxes.payments) await app.register(sandboxPagesModule);
  const storage = config.storage.s3 ? createS3Storage(config.storage.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));
  await app.register(stylistImagesModule, { storage });
  await app.register(authModule, { config });
  await app.register(stylistsModule, { defaultCurrency });
  await app.register(subscriptionStatusModule);
  await app.register(subscriptionsModule, {
    billing: { provider: config.payments.provider, stripe: config.payments.stripe },
    baseDomain: config.baseDomain,
    trialDays: config.billing.trialDays,
    promoCodeAttemptsPerHour: config.abuseLimits.promoCodeAttemptsPerHour,
    defaultCurrency,
  });
  // Deposits (issue #20): taken at confirmation, refunded by cancellations, deducted at checkout.
  const { deposits } = services;
  const location = { protocol: config.publicProtocol, baseDomain: config.baseDomain, port: config.publicPort };
  await app.register(bookingModule, { holdMinutes: config.booking.holdMinutes, availability, defaultCurrency, deposits, publicOrigin: (subdomain: string) => hostOrigin(subdomain, location) });
  await app.register(customerBookingsModule, { deposits, defaultCurrency });
  await app.register(consultationsModule, { defaultCurrency });
  await app.register(appointmentsModule, {
    // The checkout transition charges the appointment amount through the same once-only path as
    // POST /api/appointment/{id}/payment/checkout.
    chargeOnTransition: services.chargeOnTransition,
    deposits,
    availability,
    defaultCurrency,
  });
  await app.register(blockedTimesModule, { defaultCurrency });
  await app.register(waitlistModule, { holdMinutes: config.booking.holdMinutes, messagesPerDay: config.abuseLimits.stylistMessagesPerDay, defaultCurrency });
  // The stylist's private calendar feed lives on her own host (issue #19.5).
  const feedLocation = { protocol: config.publicProtocol, baseDomain: config.baseDomain, port: config.publicPort };
  await app.register(calendarFeedModule, { origin: (subdomain) => hostOrigin(subdomain, feedLocation), defaultCurrency });
  await app.register(reviewsModule, { defaultCurrency });
  await app.register(privacyModule, { defaultCurrency, identity: { issuer: config.oidc.issuer, adminSecret: config.oidc.adminSecret } });
  await app.register(dashboardModule, { defaultCurrency });
  // Issue #32.1: her data as CSV and as one archive; its download links are signed with the token secret.
  await app.register(exportsModule, { defaultCurrency, downloadSecret: tokenSecret });
  await app.register(webManifestModule);
  await app.register(webhooksModule, { policy: urlPolicyFor(config.nodeEnv) });
  await app.register(apiKeysModule, { service: apiKeys });
  await app.register(membersModule);

  await app.register(spaPlugin, { distDir: webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
