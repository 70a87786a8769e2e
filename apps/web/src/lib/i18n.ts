import { DEFAULT_LOCALE, LOCALES } from '@chairly/shared/constants';
import type { Locale } from '@chairly/shared/constants';
import { textDirection } from '@chairly/shared/direction';
import i18next from 'i18next';
import type { BackendModule, ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, persistLanguage, toLocale } from './language';

/**
 * One JSON file per language and namespace: `src/locales/<lng>/<namespace>.json`. Each file is its own
 * chunk, loaded when a screen first asks for its namespace, so features add files without touching others.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Namespaces the shell needs on every page; screens load theirs on demand. */
export const SHELL_NAMESPACES = ['common', 'nav', 'errors'] as const;

export const i18n = i18next.createInstance();

/** Translations by language and namespace, as a server-rendered page carries them (src/ssr). */
export type InlineResources = Record<string, Record<string, Record<string, unknown>>>;

let initialised: Promise<void> | null = null;

/**
 * `resources`: translations the page arrived with (a server-rendered page inlines the ones it used);
 * any other namespace still loads from its own chunk. Set up once: a later call (a server-rendered
 * page the browser renders from scratch after all) only switches to its language.
 */
export async function initI18n(
  language: Locale = detectLanguage(),
  resources?: InlineResources,
): Promise<void> {
  if (initialised) {
    await initialised;
    if (i18n.language !== language) await i18n.changeLanguage(language);
    return;
  }
  initialised = setUp(language, resources);
  await initialised;
}

async function setUp(language: Locale, resources: InlineResources | undefined): Promise<void> {
  const hasDocument = typeof document !== 'undefined';
  if (hasDocument) i18n.on('languageChanged', (lng) => markDocument(toLocale(lng) ?? DEFAULT_LOCALE));
  await i18n
    .use(bundledBackend)
    .use(initReactI18next)
    .init({
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  if (hasDocument) markDocument(language);
}

/**
 * `<html lang dir>` follow the language: the browser, screen readers and every `[dir=rtl]` rule (Mantine's
 * included; its DirectionProvider watches the attribute) lay the page out right to left for Arabic (D36).
 */
function markDocument(language: Locale): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

export async function changeLanguage(locale: Locale, baseDomain: string | null): Promise<void> {
  persistLanguage(locale, baseDomain);
  await i18n.changeLanguage(locale);
}
