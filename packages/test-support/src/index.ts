/*
 * What the web's browser journeys (packages/web/e2e/support) and the benchmarks (packages/bench)
 * both use: Debian's Chromium with the flags a closed network wants, and the built service started
 * on a free port with a database of its own. It imports nothing of the repository's other packages.
 */
export { startApi, stopProcess, waitUntilUp, processCpuMs, type ApiOptions, type RunningApi } from './api.js';
export { CHROMIUM, launchChromium } from './chromium.js';
export { API_MAIN, ROOT } from './paths.js';
export { freePort } from './ports.js';
