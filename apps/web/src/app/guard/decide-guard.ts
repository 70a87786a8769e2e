import { ROLES } from '@chairly/shared/constants';
import type { HostKind } from '@chairly/shared/hosts';
import { paths } from '@/config/paths';
import type { RouteMeta } from '@/config/route-types';
import { mayUse } from '@/lib/member-access';
import type { Session } from '@/lib/session';

export type GuardDecision =
  | { type: 'allow' }
  /** `to` is a same-host path, or an absolute URL when another host is meant. */
  | { type: 'redirect'; to: string }
  /** Store `returnPath`, then start the customer sign-in. */
  | { type: 'customer-login'; returnPath: string };

export type GuardContext = {
  host: HostKind;
  /** Current path with search, e.g. `/services/bookings?x=1`. */
  path: string;
  originOf: (subdomain: string | null) => string;
};

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

function onHost(subdomain: string | null, path: string, ctx: GuardContext): string {
  const here =
    ctx.host.kind === 'stylist' ? ctx.host.subdomain : ctx.host.kind === 'app' ? 'app' : null;
  return here === subdomain ? path : ctx.originOf(subdomain) + path;
}

/** The stylist's calendar, on their own subdomain. */
function calendarOf(session: Session, ctx: GuardContext): string {
  return session.subdomain
    ? onHost(session.subdomain, paths.calendar(), ctx)
    : onHost('app', paths.register(), ctx);
}

/** docs/product.md §4 route guard, as a pure decision. */
export function decideGuard(meta: RouteMeta, session: Session, ctx: GuardContext): GuardDecision {
  const isStylist = session.isLoggedIn && session.roles.includes(ROLES.stylist);
  const registerUrl = onHost('app', paths.register(), ctx);

  if (meta.registration) {
    if (!session.isLoggedIn) return redirect(onHost('app', paths.login(), ctx));
    return isStylist && session.isRegistered ? redirect(calendarOf(session, ctx)) : allow;
  }
  // A signed-in stylist without a business name must finish registration first.
  if (
    isStylist &&
    !session.isRegistered &&
    (meta.loginOnly || meta.roles.includes(ROLES.stylist))
  ) {
    return redirect(registerUrl);
  }
  if (meta.loginOnly) return isStylist ? redirect(calendarOf(session, ctx)) : allow;
  if (!meta.requiresAuth) return allow;

  if (!session.isLoggedIn) {
    if (meta.roles.includes(ROLES.customer))
      return { type: 'customer-login', returnPath: ctx.path };
    return redirect(onHost('app', paths.login(), ctx));
  }
  if (meta.roles.length > 0 && !meta.roles.some((role) => session.roles.includes(role))) {
    return redirect(paths.error403());
  }
  if (
    meta.roles.includes(ROLES.stylist) &&
    isStylist &&
    session.subdomain &&
    !(ctx.host.kind === 'stylist' && ctx.host.subdomain === session.subdomain)
  ) {
    return redirect(ctx.originOf(session.subdomain) + ctx.path);
  }
  // A member's role without this part (issue #34): the calendar, which every member uses.
  if (meta.area && isStylist && !mayUse(session.memberRole, meta.area)) return redirect(paths.calendar());
  // Only who may subscribe is sent to the plans; the business's other members work on meanwhile.
  if (meta.requiresSubscription && !session.isSubscribed && mayUse(session.memberRole, 'billing'))
    return redirect(paths.subscriptionPlans());
  return allow;
}
