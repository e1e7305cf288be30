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
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  build: {
    // The server serves this folder at `/`.
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
});
