/**
 * The contract between the web app's server-side renderer (apps/web/src/ssr/entry-server.tsx, built
 * to apps/web/dist-server/entry-server.js) and the API that loads it (apps/api/src/plugins/server-render.ts).
 */
export type ServerRenderRequest = {
  /** Path and query string of the page. */
  url: string;
  hostname: string;
  protocol: 'http:' | 'https:';
  /** Port of the address the visitor used ('' for the scheme's default). */
  port: string;
  /** The API's `/api/public/app-config` answer. */
  config: unknown;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
  /** Calls the API in-process, as a request to this page's host. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

export type ServerRenderResult = {
  /** Markup for inside `<div id="root">`. */
  html: string;
  /** The page's language (a supported locale). */
  language: string;
  /** `<script type="application/json">` element carrying the state the client hydrates with. */
  stateScript: string;
  /** Source modules of the page's screen (build-manifest keys): their CSS belongs in the page. */
  modules: string[];
  /** The page's document title and description, when it names them (plain text, not escaped). */
  title?: string;
  description?: string;
  /**
   * A page worth sharing (a stylist's booking page, issue #31.7): what a link preview shows, written
   * as Open Graph and Twitter card tags beside the title and description. URLs are absolute.
   */
  preview?: { siteName: string; url: string; image?: string };
};

export type ServerRenderer = {
  /** The page, or null when the address is not a server-rendered one (the API then sends the shell). */
  renderPage: (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;
};
