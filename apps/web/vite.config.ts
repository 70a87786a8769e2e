import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const baseDomain = process.env.BASE_DOMAIN;
const proxied = { target: apiTarget, changeOrigin: false, xfwd: true };

/** Vendor groups that change rarely; each becomes its own long-cached chunk. */
const vendorChunks: Array<[string, RegExp]> = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/react-router\//],
  // Mantine is left to the bundler's own splitting: a vendor chunk of every component would put
  // the back office's components into the public booking page's first load.
  // Mantine's foundation and the small components nearly every page shows, as one chunk instead of
  // ~25 tiny ones; the heavier components (menus, popovers, modals, tables, date pickers) stay split
  // by the bundler and load only with the screens that use them.
  [
    'ui',
    /node_modules\/@mantine\/(core\/esm\/(core|components\/(Anchor|Avatar|Badge|Box|Burger|Button|Center|Checkbox|CheckIcon|CloseButton|Container|Divider|Group|InlineInput|Input|Loader|Paper|Skeleton|Stack|Text|ThemeIcon|Title|UnstyledButton|ActionIcon|Affix|Portal|Transition|VisuallyHidden)\/))/,
  ],
  ['i18n', /node_modules\/(i18next|react-i18next)\//],
  ['query', /node_modules\/@tanstack\//],
];

/**
 * Writes `.br` and `.gz` next to every text asset of the build; the API serves them to browsers
 * that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'chairly-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server-side renderer's bundle is read from disk by the API, never sent to a browser.
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
      }
    },
  };
}

/**
 * `vite build` writes the SPA to dist/; `vite build --ssr src/ssr/entry-server.tsx` (the second half
 * of `npm run build`) writes the renderer the API uses for the public pages to dist-server/.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The renderer's one dependency from @chairly/shared (its Accept-Language negotiation) is bundled:
  // left external, `negotiator` would be resolved from apps/web at run time and find another
  // package's older copy (and that copy's `content-type`), not the version shared declares.
  ssr: { noExternal: ['negotiator', 'content-type'] },
  server: {
    port: 5173,
    strictPort: true,
    allowedHosts: ['.chairly.localhost', ...(baseDomain ? [baseDomain, `.${baseDomain}`] : [])],
    proxy: {
      '/api': proxied,
      '^/oidc_.*': proxied,
    },
  },
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: the API links a server-rendered page's own CSS and code from it.
    manifest: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks(id: string) {
              for (const [name, pattern] of vendorChunks) if (pattern.test(id)) return `vendor-${name}`;
              return undefined;
            },
          },
        },
  },
}));
