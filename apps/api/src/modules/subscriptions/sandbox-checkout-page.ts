import { escapeHtml, formatAmount } from '@chairly/shared';
import { textDirection } from '@chairly/shared/direction';
import { CHECKOUT_TEXTS, type CheckoutLanguage } from './sandbox-checkout-texts';
import type { SandboxCheckoutView } from './sandbox-checkout.service';

const money = (amount: number, currency: string, language: CheckoutLanguage) => formatAmount(amount, currency, language);

// Inline styles are allowed by the app's CSP (style-src 'unsafe-inline'); scripts are not, and none are used.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1b1e}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.notice{color:#5c5f66;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dd{margin:0;text-align:end}
.total{font-weight:700}.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #ced4da;background:#fff;cursor:pointer;min-width:8rem}
button.primary{background:#1c7ed6;border-color:#1c7ed6;color:#fff}button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
.error{color:#c92a2a}.ends{background:#fff3bf;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}table{width:100%;border-collapse:collapse;margin:0 0 1.5rem}th,td{padding:.4rem 0;text-align:start;border-bottom:1px solid #e9ecef}.amount{text-align:end}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}a.back{display:inline-block;margin-top:1rem}@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}`;

/** A sandbox page (checkout or portal): title, the test-mode notice, then `body` (already escaped). */
export function sandboxPage(language: CheckoutLanguage, title: string, body: string) {
  const notice = CHECKOUT_TEXTS[language].notice;
  return `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>
<p class="notice">${escapeHtml(notice)}</p>${body}</main></body></html>`;
}

const layout = (language: CheckoutLanguage, body: string) => sandboxPage(language, CHECKOUT_TEXTS[language].title, body);

function discountText(view: SandboxCheckoutView, language: CheckoutLanguage) {
  if (view.percentOff !== null) return `${view.promoCode} (−${view.percentOff}%)`;
  if (view.amountOff !== null) return `${view.promoCode} (−${money(view.amountOff, view.currency, language)})`;
  return '';
}

/** The order with its Subscribe and Cancel forms (plain POSTs, so no script is needed). */
export function renderCheckoutPage(view: SandboxCheckoutView, action: { subscribe: string; cancel: string }, language: CheckoutLanguage, error?: string) {
  const t = CHECKOUT_TEXTS[language];
  const per = view.interval === 'year' ? t.perYear : t.perMonth;
  const rows = [
    [t.plan, escapeHtml(view.planName)],
    [t.price, `${money(view.amount, view.currency, language)} ${per}`],
    ...(view.promoCode ? [[t.discount, escapeHtml(discountText(view, language))]] : []),
  ];
  const list = rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('');
  const total = `<dt class="total">${t.total}</dt><dd class="total" data-testid="checkout-total">${money(view.total, view.currency, language)} ${per}</dd>`;
  const errorLine = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return layout(
    language,
    `${errorLine}<dl>${list}${total}</dl><div class="actions">
<form method="post" action="${escapeHtml(action.subscribe)}"><button class="primary" type="submit">${escapeHtml(t.subscribe)}</button></form>
<form method="post" action="${escapeHtml(action.cancel)}"><button type="submit">${escapeHtml(t.cancel)}</button></form></div>`,
  );
}

export function renderClosedPage(language: CheckoutLanguage) {
  return layout(language, `<p class="error" role="alert">${escapeHtml(CHECKOUT_TEXTS[language].closed)}</p>`);
}
