import type { Locale } from '@chairly/shared/constants';
import type { DehydratedState } from '@tanstack/react-query';
import { parseAppConfig } from '@/config/app-config';
import type { AppConfig } from '@/config/app-config';
import type { InlineResources } from '@/lib/i18n';
import { toLocale } from '@/lib/language';

/** Id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SSR_STATE_ID = 'chairly-ssr';

/** What the server used to render a page: the client hydrates with exactly this. */
export type SsrState = {
  config: AppConfig;
  language: Locale;
  /** The translations the page uses, in its language and the fallback language. */
  resources: InlineResources;
  /** React Query's cache after the server fetched the page's data. */
  queries: DehydratedState;
};

/** The page's server state, or null when it was not server-rendered (or the state is unreadable). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SsrState>;
    const language = toLocale(value.language);
    if (!language || typeof value.resources !== 'object' || typeof value.queries !== 'object') return null;
    return {
      config: parseAppConfig(value.config),
      language,
      resources: value.resources as InlineResources,
      queries: value.queries as DehydratedState,
    };
  } catch {
    return null;
  }
}

const SCRIPT_UNSAFE = /[<>\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON safe inside a `<script>` element: no `</script>`, no comment or CDATA openers. One pass over
 * the ~30 kB of state, not one per character (issue #33.3).
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(SCRIPT_UNSAFE, (character) => ESCAPED[character] ?? character);
}
