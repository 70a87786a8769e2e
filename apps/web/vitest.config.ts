import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file (docs/testing.md, "Where the time
    // goes"); test/setup.ts puts back what a file may change (language, timers, mocks, storage).
    isolate: false,
    // Two files at a time (vitest's default on two cores is one; a project does not inherit the root's).
    maxWorkers: 2,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
