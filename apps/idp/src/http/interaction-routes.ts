import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, supportedLanguage } from '@chairly/shared';
import type Provider from 'oidc-provider';
import type { AccountRepository } from '../accounts/account-repository';
import { normalizeEmail } from '../accounts/account-repository';
import type { LoginRateLimit } from '../accounts/login-rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../accounts/password-hash';
import { validateSignUp } from '../accounts/sign-up-rules';
import { pickLocale, translator } from '../i18n';
import type { IdpLogger } from '../types';
import { forgotPasswordPage, messagePage, signInPage, signUpPage } from '../views/auth-pages';
import type { AccountMailSender } from './account-mail-sender';
import { clientIp, readForm, sendHtml } from './http-utils';

type Deps = {
  provider: Provider;
  accounts: AccountRepository;
  rateLimit: LoginRateLimit;
  /** Password-reset requests, counted per e-mail and per IP (every request, found or not). */
  resetRateLimit: LoginRateLimit;
  sendAccountMail: AccountMailSender;
  logger: IdpLogger;
  proxy: boolean;
};
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type View = 'signin' | 'signup' | 'forgot' | undefined;

const field = (form: URLSearchParams, name: string) => form.get(name) ?? '';

/**
 * The sign-in and sign-up pages of an authorization request. The interaction cookie that
 * oidc-provider sets (SameSite=Lax, signed, scoped to /interaction/<uid>) ties every form post to
 * the browser that started the request: a cross-site post carries no cookie and is refused.
 */
export function createInteractionRoutes({
  provider,
  accounts,
  rateLimit,
  resetRateLimit,
  sendAccountMail,
  logger,
  proxy,
}: Deps) {
  /**
   * The language: the page's language menu (`?lang=`, kept by the forms' and links' URLs), else the
   * app's `ui_locales`, else Accept-Language.
   */
  const pageContext = (req: IncomingMessage, interaction: Interaction) => {
    const url = new URL(req.url ?? '/', 'http://idp.invalid');
    const chosen = supportedLanguage(url.searchParams.get('lang') ?? '', LOCALES);
    const locale =
      chosen ?? pickLocale(interaction.params.ui_locales, req.headers['accept-language']);
    const languages = {
      label: translator(locale)('languageMenu'),
      href: (lang: string) => `${url.pathname}?lang=${lang}`,
    };
    const query = chosen ? `?lang=${chosen}` : '';
    return { locale, t: translator(locale), uid: interaction.uid, languages, query };
  };

  const signIn = (req: IncomingMessage, res: ServerResponse, interaction: Interaction) => ({
    login: async (accountId: string) => {
      logger.info({ sub: accountId, ip: clientIp(req, proxy) }, 'sign-in succeeded');
      // `create` marks a prompt=create request as resolved, whichever page the user finished on.
      await provider.interactionFinished(
        req,
        res,
        { create: {}, login: { accountId, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
    },
    page: pageContext(req, interaction),
  });

  async function autoConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id);
    const existing = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  async function show(
    req: IncomingMessage,
    res: ServerResponse,
    interaction: Interaction,
    view: View,
  ) {
    if (interaction.prompt.name === 'consent') return autoConsent(req, res, interaction);
    const page = pageContext(req, interaction);
    if (view === 'forgot') return sendHtml(res, 200, forgotPasswordPage(page));
    if (view === 'signup' || (view === undefined && interaction.prompt.name === 'create')) {
      return sendHtml(res, 200, signUpPage(page));
    }
    const hint = interaction.params.login_hint;
    return sendHtml(
      res,
      200,
      signInPage({ ...page, email: typeof hint === 'string' ? hint : undefined }),
    );
  }

  async function submitSignIn(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const email = normalizeEmail(field(form, 'email'));
    const { login, page } = signIn(req, res, interaction);
    const ip = clientIp(req, proxy);
    if (await rateLimit.isBlocked(email, ip)) {
      logger.warn({ ip }, 'sign-in refused: too many failed attempts');
      return sendHtml(res, 429, signInPage({ ...page, email, error: 'tooManyAttempts' }));
    }
    const account = email ? await accounts.findByEmail(email) : undefined;
    const password = field(form, 'password');
    const valid = account
      ? await verifyPassword(password, account.password_hash)
      : await verifyAgainstDummy(password);
    if (!account || !valid) {
      await rateLimit.recordFailure(email, ip);
      logger.warn({ ip }, 'sign-in failed: invalid credentials');
      return sendHtml(res, 400, signInPage({ ...page, email, error: 'invalidCredentials' }));
    }
    await rateLimit.recordSuccess(email);
    return login(account.id);
  }

  async function submitSignUp(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const input = {
      email: field(form, 'email'),
      password: field(form, 'password'),
      confirmPassword: field(form, 'confirmPassword'),
    };
    const { login, page } = signIn(req, res, interaction);
    const errors = validateSignUp(input, page.locale, page.t('passwordTooLong'));
    if (Object.keys(errors).length > 0)
      return sendHtml(res, 400, signUpPage({ ...page, email: input.email, errors }));
    const email = normalizeEmail(input.email);
    const taken = () =>
      sendHtml(res, 409, signUpPage({ ...page, email, errors: { email: page.t('emailTaken') } }));
    if (await accounts.findByEmail(email)) return taken();
    const account = await accounts.insert({
      email,
      passwordHash: await hashPassword(input.password),
      emailVerified: false,
    });
    if (!account) return taken();
    logger.info({ sub: account.id }, 'account created');
    // The account works at once; its e-mail counts as confirmed once the mailed link is opened.
    await sendAccountMail(account, 'confirm', page.locale);
    return login(account.id);
  }

  /**
   * "Forgot password": the same answer whether the e-mail has an account or not (no account
   * discovery); an account gets a single-use reset link. Every request counts toward the limit.
   */
  async function submitForgot(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const page = pageContext(req, interaction);
    const email = normalizeEmail(field(form, 'email'));
    const ip = clientIp(req, proxy);
    if (await resetRateLimit.isBlocked(email, ip)) {
      logger.warn({ ip }, 'password reset refused: too many requests');
      return sendHtml(res, 429, forgotPasswordPage({ ...page, email, error: 'tooManyAttempts' }));
    }
    await resetRateLimit.recordFailure(email, ip);
    const account = email ? await accounts.findByEmail(email) : undefined;
    if (account) await sendAccountMail(account, 'reset', page.locale);
    return sendHtml(res, 200, forgotPasswordPage({ ...page, sent: true }));
  }

  /** Handles /interaction/<uid>[/signin|/signup|/forgot]; answers false when the path is not one of them. */
  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const match = /^\/interaction\/([\w-]+)(?:\/(signin|signup|forgot))?$/.exec(pathname);
    if (!match) return false;
    const [, uid, view] = match as unknown as [string, string, View];
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
      if (interaction.uid !== uid) throw new Error('interaction mismatch');
    } catch {
      const locale = pickLocale(undefined, req.headers['accept-language']);
      const t = translator(locale);
      sendHtml(
        res,
        400,
        messagePage({ locale, title: t('errorTitle'), text: t('sessionExpired') }),
      );
      return true;
    }
    if (req.method === 'GET') await show(req, res, interaction, view);
    else if (req.method === 'POST' && view === 'signin') await submitSignIn(req, res, interaction);
    else if (req.method === 'POST' && view === 'signup') await submitSignUp(req, res, interaction);
    else if (req.method === 'POST' && view === 'forgot') await submitForgot(req, res, interaction);
    else {
      res.statusCode = 405;
      res.end();
    }
    return true;
  };
}
