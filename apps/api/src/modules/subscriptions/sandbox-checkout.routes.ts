import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_BILLING_PATHS } from '../../gateways/billing/index';
import { renderCheckoutPage, renderClosedPage } from './sandbox-checkout-page';
import { CHECKOUT_TEXTS, pickLanguage } from './sandbox-checkout-texts';
import type { SandboxCheckoutService } from './sandbox-checkout.service';

const params = z.strictObject({ sessionId: z.string().regex(/^cs_sandbox_[0-9a-f]{32}$/) });
const query = z.object({ lang: z.string().max(10).optional() });
const HTML = 'text/html; charset=utf-8';

/** The sandbox's hosted checkout page (no login: the unguessable session id is the capability). */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ service: SandboxCheckoutService }> = async (app, { service }) => {
  // The page's forms post urlencoded bodies that carry nothing we read.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  }
  const schema = { hide: true, params, querystring: query };
  const actions = (sessionId: string, lang: string) => {
    const base = SANDBOX_BILLING_PATHS.checkout(sessionId);
    return { subscribe: `${base}/subscribe?lang=${lang}`, cancel: `${base}/cancel?lang=${lang}` };
  };

  app.get('/sandbox/billing/checkout/:sessionId', { schema }, async (request, reply) => {
    const language = pickLanguage(request.query.lang, request.headers['accept-language']);
    const view = await service.view(request.params.sessionId);
    reply.header('cache-control', 'no-store').type(HTML);
    if (!view) return reply.code(404).send(renderClosedPage(language));
    return renderCheckoutPage(view, actions(request.params.sessionId, language), language);
  });

  app.post('/sandbox/billing/checkout/:sessionId/subscribe', { schema }, async (request, reply) => {
    const language = pickLanguage(request.query.lang, request.headers['accept-language']);
    const outcome = await service.subscribe(request.params.sessionId);
    if ('redirect' in outcome) return reply.redirect(outcome.redirect, 303);
    reply.header('cache-control', 'no-store').type(HTML);
    const view = outcome.error === 'code-unavailable' ? await service.view(request.params.sessionId) : null;
    if (!view) return reply.code(404).send(renderClosedPage(language));
    const page = renderCheckoutPage(view, actions(request.params.sessionId, language), language, CHECKOUT_TEXTS[language].codeUnavailable);
    return reply.code(409).send(page);
  });

  app.post('/sandbox/billing/checkout/:sessionId/cancel', { schema }, async (request, reply) => {
    const language = pickLanguage(request.query.lang, request.headers['accept-language']);
    const cancelUrl = await service.cancel(request.params.sessionId);
    if (cancelUrl) return reply.redirect(cancelUrl, 303);
    return reply.code(404).header('cache-control', 'no-store').type(HTML).send(renderClosedPage(language));
  });
};
