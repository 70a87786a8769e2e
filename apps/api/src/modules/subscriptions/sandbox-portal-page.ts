import { escapeHtml, formatAmount, formatDate } from '@chairly/shared';
import { sandboxPage } from './sandbox-checkout-page';
import type { CheckoutLanguage } from './sandbox-checkout-texts';
import { PORTAL_TEXTS } from './sandbox-portal-texts';
import type { SandboxPortalView } from './sandbox-portal.service';

// The sandbox knows no time zone of hers; its dates are UTC days.
const day = (at: Date, language: CheckoutLanguage) => escapeHtml(formatDate(at, language, 'UTC', { dateStyle: 'medium' }));
const money = (amount: number, currency: string, language: CheckoutLanguage) => escapeHtml(formatAmount(amount, currency, language));

type Actions = { change: (priceId: string) => string; renewal: (step: 'cancel' | 'resume') => string; back: string };

const post = (action: string, label: string, primary = false) =>
  `<form method="post" action="${escapeHtml(action)}"><button${primary ? ' class="primary"' : ''} type="submit">${escapeHtml(label)}</button></form>`;

/** Cancel at the period end, or (cancelled) the notice of its end with the way back. */
function renewal(view: SandboxPortalView, action: Actions, language: CheckoutLanguage) {
  if (!view.running) return '';
  const t = PORTAL_TEXTS[language];
  const date = view.currentPeriodEnd ? day(view.currentPeriodEnd, language) : '';
  if (view.cancelAtPeriodEnd) {
    return `<p class="ends" role="status" data-testid="portal-ends">${escapeHtml(t.endsNotice).replace('{date}', date)}</p><div class="actions">${post(action.renewal('resume'), t.resume, true)}</div>`;
  }
  return `<h2>${t.cancelTitle}</h2><p>${escapeHtml(t.cancelHint).replace('{date}', date)}</p><div class="actions">${post(action.renewal('cancel'), t.cancel)}</div>`;
}

/** Her plan with its next payment (or its end), the plans to switch to and cancel or resume (plain POST forms, no script), her invoices and the way back. */
export function renderPortalPage(view: SandboxPortalView, action: Actions, language: CheckoutLanguage) {
  const t = PORTAL_TEXTS[language];
  const per = (interval: 'month' | 'year') => (interval === 'year' ? t.perYear : t.perMonth);
  const { current } = view;
  // D67: a team's plan is billed per active member (a business of one reads as before).
  const seats = view.quantity > 1 ? ` ${t.members.replace('{count}', String(view.quantity))}` : '';
  const periodEnd = view.currentPeriodEnd ? `<dt>${view.cancelAtPeriodEnd ? t.endsOn : t.nextPayment}</dt><dd>${day(view.currentPeriodEnd, language)}</dd>` : '';
  const plan = current
    ? `<dl><dt>${t.plan}</dt><dd data-testid="portal-plan">${escapeHtml(current.planName)} · ${money(current.amount, current.currency, language)} ${per(current.interval)}${seats}</dd>${periodEnd}</dl>`
    : `<p>${t.noSubscription}</p>`;
  const switches = view.others.length
    ? `<h2>${t.changePlan}</h2><div class="actions">${view.others
        .map((price) => post(action.change(price.priceId), `${t.switchTo}: ${price.planName} · ${formatAmount(price.amount, price.currency, language)} ${per(price.interval)}`))
        .join('')}</div>`
    : '';
  const rows = view.invoices
    .map((invoice) => `<tr><td>${day(invoice.paidAt, language)}</td><td>${escapeHtml(invoice.planName)}</td><td class="amount">${money(invoice.amount, invoice.currency, language)}</td></tr>`)
    .join('');
  const invoices = `<h2>${t.invoices}</h2>${
    rows ? `<table data-testid="portal-invoices"><thead><tr><th>${t.date}</th><th>${t.plan}</th><th class="amount">${t.amount}</th></tr></thead><tbody>${rows}</tbody></table>` : `<p>${t.noInvoices}</p>`
  }`;
  return sandboxPage(language, t.title, `${plan}${switches}${renewal(view, action, language)}${invoices}<a class="back" href="${escapeHtml(action.back)}">${t.back}</a>`);
}

export function renderPortalExpiredPage(language: CheckoutLanguage) {
  return sandboxPage(language, PORTAL_TEXTS[language].title, `<p class="error" role="alert">${escapeHtml(PORTAL_TEXTS[language].expired)}</p>`);
}
