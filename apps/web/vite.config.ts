import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const baseDomain = process.env.BASE_DOMAIN;
const proxied = { target: apiTarget, changeOrigin: false, xfwd: true };

/** Vendor groups that change rarely; each becomes its own long-cached chunk. */
const vendorChunks: Array<[string, RegExp]> = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/react-router\//],
  ['mantine', /node_modules\/@mantine\/(core|hooks|notifications|modals|store)\//],
  ['i18n', /node_modules\/(i18next|react-i18next)\//],
  ['query', /node_modules\/@tanstack\//],
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
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
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          for (const [name, pattern] of vendorChunks) if (pattern.test(id)) return `vendor-${name}`;
          return undefined;
        },
      },
    },
  },
});
