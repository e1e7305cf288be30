import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/vite-precompress.ts';

// `vite` (dev) and `vite preview` forward the server's paths to a running `npm start`.
const backend = process.env.VITE_BACKEND_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: false },
  '/healthz': { target: backend, changeOrigin: false },
  '/readyz': { target: backend, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    // The router plugin must come before react(): it generates src/routeTree.gen.ts and splits route code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components too: they import page frames and skeletons (and the invitation card its form) that
      // no other page needs on its first load. The settings pages' and the reports' loaders go with their pages: their
      // fetchers and response schemas are not the inbox's (and the reports' page brings its chart library).
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) =>
          routeId === '/_app' || routeId === '/_app/inbox' || routeId === '/_app/inbox/'
            ? []
            : routeId.startsWith('/_app/settings/') || routeId === '/_app/reports'
            ? [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  resolve: {
    // zod is set up (jitless, for the CSP) by the module every import of it goes through: see src/lib/zod-config.ts.
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-config.ts') }],
  },
  build: {
    // The server serves this folder at `/`.
    outDir: 'dist/web',
    emptyOutDir: true,
    // No modulepreload polyfill in the first chunk: a browser without <link rel="modulepreload"> (Safari before 17,
    // Firefox before 115) loads a lazy chunk's imports after the chunk rather than with it, nothing worse.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
});
