import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShell } from './build/app-shell';
import { firstScreenPreload } from './build/first-screen-preload';
import { precompress } from './build/precompress';
import { localeChunkOf } from './src/locales/first-screen';
import { VitePWA } from 'vite-plugin-pwa';

/** The SPA build: hashed chunks per route and language, and the service worker at /sw.js. */
export default defineConfig({
  plugins: [
    react(),
    appShell(),
    firstScreenPreload(),
    precompress(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // Registered by src/features/pwa/register-sw.ts with spec §8's checks.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Fanpass',
        short_name: 'Fanpass',
        description: 'Tickets, official merchandise and your Fan Pay wallet',
        lang: 'zh',
        start_url: '/#/home/index',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f5f5f7',
        theme_color: '#d1203c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell works offline: every built file is precached; API calls always go to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // Only the SPA's own document falls back to the cached shell: with hash routing every screen
        // is `/` (or `/index.html`), with or without a query. Every other path is the server's
        // (hosted payment pages and provider returns, /fanapih5 and its docs, /dev, /healthz, files)
        // and goes to the network, so a page the server renders is never replaced by the shell.
        navigateFallbackAllowlist: [/^\/(index\.html)?(\?.*)?$/],
        // The gate's QR decoder (WebAssembly, a megabyte) is for staff only: not precached for
        // every fan, but kept once fetched (the camera, or 'Download tickets for offline checks'),
        // so the gate scans offline. Its name carries its hash, so the kept copy never goes stale.
        runtimeCaching: [
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/assets\/[^/]+\.wasm$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'fanpass-decoder', expiration: { maxEntries: 2 } },
          },
        ],
        // Alerts: the push and notification-click handlers (public/push-sw.js, issue 49).
        importScripts: ['/push-sw.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Contracts' catalogues (reply codes by domain) are spread into objects the web never reads;
    // reading a property of our own plain objects has no side effect.
    rolldownOptions: {
      treeshake: { propertyReadSideEffects: false },
      // A language's messages in two chunks: the first screen's domains, and the rest.
      output: { codeSplitting: { groups: [{ name: localeChunkOf, debugName: 'locales' }] } },
    },
  },
  server: {
    proxy: { '/fanapih5': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
