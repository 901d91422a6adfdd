import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/test-support/src/paths.ts, or dist/paths.js once built). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The built service, as `npm start` runs it. */
export const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
