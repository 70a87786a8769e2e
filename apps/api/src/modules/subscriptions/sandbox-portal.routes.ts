import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSandboxPortalToken, SANDBOX_BILLING_PATHS } from '../../gateways/billing/index';
import { pickLanguage } from './sandbox-checkout-texts';
import { renderPortalExpiredPage, renderPortalPage } from './sandbox-portal-page';
import type { SandboxPortalService } from './sandbox-portal.service';

// A signed link (gateways/billing/sandbox): base64url payload, a dot, base64url HMAC-SHA256.
const token = z.string().max(4096).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
const query = z.object({ token, lang: z.string().max(10).optional() });
const HTML = 'text/html; charset=utf-8';

/** The sandbox's billing portal (no login: the signed, expiring link names the stylist and the way back). */
export const sandboxPortalRoutes: FastifyPluginAsyncZod<{ service: SandboxPortalService; now?: () => Date }> = async (app, { service, now = () => new Date() }) => {
  // Its forms post urlencoded bodies that carry nothing we read (the checkout routes may have added this parser already).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  }
  const page = (value: string, lang: string) => `${SANDBOX_BILLING_PATHS.portal(value)}&lang=${lang}`;

  app.get('/sandbox/billing/portal', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const language = pickLanguage(request.query.lang, request.headers['accept-language']);
    reply.header('cache-control', 'no-store').type(HTML);
    const link = readSandboxPortalToken(request.query.token, now());
    if (!link) return reply.code(404).send(renderPortalExpiredPage(language));
    const view = await service.view(link.stylistId);
    const change = (priceId: string) => `/sandbox/billing/portal/plan/${encodeURIComponent(priceId)}?token=${request.query.token}&lang=${language}`;
    const renewal = (step: 'cancel' | 'resume') => `/sandbox/billing/portal/${step}?token=${request.query.token}&lang=${language}`;
    return renderPortalPage(view, { change, renewal, back: link.returnUrl }, language);
  });

  app.post(
    '/sandbox/billing/portal/plan/:priceId',
    { schema: { hide: true, params: z.strictObject({ priceId: z.string().min(1).max(255) }), querystring: query } },
    async (request, reply) => {
      const language = pickLanguage(request.query.lang, request.headers['accept-language']);
      const link = readSandboxPortalToken(request.query.token, now());
      if (!link) return reply.code(404).header('cache-control', 'no-store').type(HTML).send(renderPortalExpiredPage(language));
      // A price that is not hers to pick changes nothing; the page shows her plan as it is.
      await service.changePlan(link.stylistId, request.params.priceId);
      return reply.redirect(page(request.query.token, language), 303);
    },
  );

  // Cancel at the period end, or take that back: like a switch, a step that changes nothing (none running) shows the page as it is.
  app.post(
    '/sandbox/billing/portal/:step',
    { schema: { hide: true, params: z.strictObject({ step: z.enum(['cancel', 'resume']) }), querystring: query } },
    async (request, reply) => {
      const language = pickLanguage(request.query.lang, request.headers['accept-language']);
      const link = readSandboxPortalToken(request.query.token, now());
      if (!link) return reply.code(404).header('cache-control', 'no-store').type(HTML).send(renderPortalExpiredPage(language));
      await service.setCancelAtPeriodEnd(link.stylistId, request.params.step === 'cancel');
      return reply.redirect(page(request.query.token, language), 303);
    },
  );
};
