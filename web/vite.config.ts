import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localesPlugin } from './build/locales-plugin';

/** Where the dev server sends /api and /socket.io (several checkouts can run side by side on other ports). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), localesPlugin(`${import.meta.dirname}/src/locales`)],
  // MAP_TILE_URL and MAP_TILE_ATTRIBUTION reach the editor's map; nothing else of the environment does.
  envPrefix: ['VITE_', 'MAP_TILE_'],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
