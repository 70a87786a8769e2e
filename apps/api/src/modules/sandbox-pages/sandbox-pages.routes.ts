import {
  formatMoney,
  LOCALES,
  preferredLocale,
  sandboxTokenizeRequestSchema,
  sandboxTokenSchema,
  type Locale,
} from '@chairly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_PATHS,
  tokenizeSandboxCard,
  type SandboxRepository,
} from '../../gateways/payments/index';
import {
  authenticationPage,
  expiredPage,
  nothingToAuthenticatePage,
  onboardingPage,
  SANDBOX_CSS,
  SANDBOX_CSS_PATH,
} from './sandbox-pages.html';
import { SANDBOX_TEXT } from './sandbox-pages.i18n';

const tokenParams = z.object({ token: z.string().regex(/^[0-9a-f]{16,64}$/) });
const langQuery = z.object({ lang: z.enum(LOCALES).optional() });
const paymentParams = z.object({ paymentId: z.string().regex(/^pi_sandbox_[0-9a-f]{24}$/) });

function localeOf(request: FastifyRequest, lang: Locale | undefined): Locale {
  return lang ?? preferredLocale(request.headers['accept-language']);
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/** The sandbox gateway's hosted pages and card endpoint, served by this API under /sandbox. */
export const sandboxPagesRoutes: FastifyPluginAsyncZod<{ repository: SandboxRepository }> = async (
  app,
  { repository },
) => {
  // Plain HTML forms post urlencoded bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(SANDBOX_CSS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_CSS),
  );

  app.get(
    '/sandbox/onboarding/:token',
    { schema: { hide: true, params: tokenParams, querystring: langQuery } },
    async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const link = await repository.findUsableLink(request.params.token);
      if (link)
        return html(
          reply,
          200,
          onboardingPage(locale, SANDBOX_TEXT[locale], link.accountId, link.token),
        );
      const stale = await repository.findLink(request.params.token);
      // As at the real provider: a used or expired link sends the browser to the refresh URL.
      if (stale) return reply.redirect(stale.refreshUrl, 303);
      return html(reply, 404, expiredPage(locale, SANDBOX_TEXT[locale]));
    },
  );

  for (const [action, complete] of [
    ['complete', true],
    ['leave', false],
  ] as const) {
    app.post(
      `/sandbox/onboarding/:token/${action}`,
      { schema: { hide: true, params: tokenParams, querystring: langQuery } },
      async (request, reply) => {
        const used = await repository.useLink(request.params.token, complete);
        if (used) return reply.redirect(used.returnUrl, 303);
        const stale = await repository.findLink(request.params.token);
        if (stale) return reply.redirect(stale.refreshUrl, 303);
        const locale = localeOf(request, request.query.lang);
        return html(reply, 404, expiredPage(locale, SANDBOX_TEXT[locale]));
      },
    );
  }

  // Issue #20: a deposit charged with card 4000 0025 0000 3155 waits here for the customer, who
  // completes (the charge succeeds) or fails it (declined), and goes back to the charge's return URL.
  app.get(
    '/sandbox/authenticate/:paymentId',
    { schema: { hide: true, params: paymentParams, querystring: langQuery } },
    async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const charge = await repository.findCharge(request.params.paymentId);
      if (!charge || charge.status !== 'requires_action' || !charge.returnUrl)
        return html(reply, 404, nothingToAuthenticatePage(locale, SANDBOX_TEXT[locale]));
      const amount = formatMoney(charge.amountCents, charge.currency, locale);
      return html(reply, 200, authenticationPage(locale, SANDBOX_TEXT[locale], charge.id, amount));
    },
  );

  for (const [action, approve] of [
    ['complete', true],
    ['fail', false],
  ] as const) {
    app.post(
      `/sandbox/authenticate/:paymentId/${action}`,
      { schema: { hide: true, params: paymentParams, querystring: langQuery } },
      async (request, reply) => {
        await repository.authenticateCharge(request.params.paymentId, approve);
        const charge = await repository.findCharge(request.params.paymentId);
        // Back to where the charge was made, whatever the answer (as the provider's page does).
        if (charge?.returnUrl) return reply.redirect(charge.returnUrl, 303);
        const locale = localeOf(request, request.query.lang);
        return html(reply, 404, nothingToAuthenticatePage(locale, SANDBOX_TEXT[locale]));
      },
    );
  }

  app.post(
    SANDBOX_PATHS.tokenize,
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'Sandbox card form endpoint: checks a test card and returns a token (the number is not stored)',
        body: sandboxTokenizeRequestSchema,
        response: { 200: sandboxTokenSchema },
      },
    },
    async (request) => tokenizeSandboxCard(repository, request.body),
  );
};
