// @ts-check
// `npm run lint`'s import check: dependency-cruiser with the rules of imports.js, over the
// repository; non-zero on any violation.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkImports } from './imports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { violations, report } = await checkImports(root);
process.stdout.write(report);
process.exitCode = violations.length ? 1 : 0;
