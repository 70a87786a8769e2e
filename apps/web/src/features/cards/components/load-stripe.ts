/**
 * Stripe.js from js.stripe.com, loaded only when a stripe-mode customer adds a card (Stripe
 * requires it to be loaded from its own host). Only the calls used here are typed.
 */
export type StripeElement = { mount: (node: HTMLElement) => void; destroy: () => void };
export type StripeElements = {
  create: (type: 'payment') => StripeElement;
  submit: () => Promise<{ error?: { message?: string } }>;
};
export type SetupResult = {
  error?: { message?: string };
  setupIntent?: { payment_method?: string | { id: string } | null };
};
export type StripeClient = {
  elements: (options: { clientSecret: string; locale?: string }) => StripeElements;
  confirmSetup: (options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams?: { return_url: string };
  }) => Promise<SetupResult>;
};
type StripeFactory = (publishableKey: string) => StripeClient;

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<StripeFactory> | null = null;

export function loadStripe(): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js loaded without Stripe'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
