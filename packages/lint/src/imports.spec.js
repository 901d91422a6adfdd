import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './imports.js';

// The repository's import rules (imports.js, as `npm run lint` runs them) over small trees laid
// out like the repository, written for each test: what a change would add, and whether lint fails.
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** Writes the files (path from the repository root → source) into a fresh root; answers the root. */
function tree(/** @type {Record<string, string>} */ files) {
  dir = mkdtempSync(path.join(tmpdir(), 'fanpass-imports-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** The rules broken in a tree, as "rule: from → to". */
async function broken(/** @type {Record<string, string>} */ files) {
  const { violations } = await checkImports(tree(files), ['packages']);
  return violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`).sort();
}

const API = 'packages/api/src';

describe('import cycles', { timeout: 60_000 }, () => {
  it('fails two files that import each other, even by type only', async () => {
    const findings = await broken({
      [`${API}/modules/orders/a.ts`]: "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      [`${API}/modules/orders/b.ts`]: "import type { A } from './a.js';\nexport interface B { a?: A }\n",
    });
    // One finding for the loop, named from either end.
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^no-circular: packages\/api\/src\/modules\/orders\/[ab]\.ts → packages\/api\/src\/modules\/orders\/[ab]\.ts$/,
    );
  });

  it('lets files import each other one way', async () => {
    expect(
      await broken({
        [`${API}/modules/orders/a.ts`]: "import type { B } from './b.js';\nexport interface A { b?: B }\n",
        [`${API}/modules/orders/b.ts`]: 'export interface B { n: number }\n',
      }),
    ).toEqual([]);
  });

  it('fails two folders that import each other, though no file is in a loop', async () => {
    const findings = await broken({
      [`${API}/modules/events/index.ts`]: "export { e } from './e.js';\n",
      [`${API}/modules/events/e.ts`]: 'export const e = 1;\n',
      [`${API}/modules/events/uses-orders.ts`]: "import { o } from '../orders/index.js';\nexport const x = o;\n",
      [`${API}/modules/orders/index.ts`]: "export { o } from './o.js';\n",
      [`${API}/modules/orders/o.ts`]: 'export const o = 2;\n',
      [`${API}/modules/orders/uses-events.ts`]: "import { e } from '../events/index.js';\nexport const y = e;\n",
    });
    expect(findings.filter((f) => f.startsWith('no-circular:'))).toEqual([]);
    expect(findings).toContain(`no-circular-folders: ${API}/modules/events → ${API}/modules/orders`);
  });

  it('lets a spec import what it tests, and test support import the module it sets up', async () => {
    expect(
      await broken({
        [`${API}/modules/orders/index.ts`]: "export { o } from './o.js';\n",
        [`${API}/modules/orders/o.ts`]: 'export const o = 2;\n',
        [`${API}/modules/orders/o.spec.ts`]: "import { unit } from '../../testing/unit.js';\nexport const s = unit;\n",
        [`${API}/testing/unit.ts`]: "import { o } from '../modules/orders/index.js';\nexport const unit = o;\n",
      }),
    ).toEqual([]);
  });
});

describe('api boundaries', { timeout: 60_000 }, () => {
  it("fails a module importing another module's file past its index.ts, and lets it through the index", async () => {
    expect(
      await broken({
        [`${API}/modules/waitlist/index.ts`]: "export { W } from './waitlist.repository.js';\n",
        [`${API}/modules/waitlist/waitlist.repository.ts`]: 'export class W {}\n',
        [`${API}/modules/orders/past-index.ts`]:
          "import { W } from '../waitlist/waitlist.repository.js';\nexport const r = W;\n",
        [`${API}/modules/orders/through-index.ts`]: "import { W } from '../waitlist/index.js';\nexport const r = W;\n",
      }),
    ).toEqual([
      `api-module-through-index: ${API}/modules/orders/past-index.ts → ${API}/modules/waitlist/waitlist.repository.ts`,
    ]);
  });

  it('fails a shared layer importing a module, even through its index.ts', async () => {
    expect(
      await broken({
        [`${API}/modules/orders/index.ts`]: 'export const o = 1;\n',
        [`${API}/infra/clock.ts`]: "import { o } from '../modules/orders/index.js';\nexport const c = o;\n",
      }),
    ).toEqual([`api-shared-layers: ${API}/infra/clock.ts → ${API}/modules/orders/index.ts`]);
  });

  it('fails a layer importing one above it (database → infra)', async () => {
    expect(
      await broken({
        [`${API}/infra/clock.ts`]: 'export const c = 1;\n',
        [`${API}/database/transaction.ts`]: "import { c } from '../infra/clock.js';\nexport const t = c;\n",
      }),
    ).toEqual([`api-layer-order-database: ${API}/database/transaction.ts → ${API}/infra/clock.ts`]);
  });

  it('fails a module importing the composition root', async () => {
    expect(
      await broken({
        [`${API}/app/entities.ts`]: 'export const ENTITIES = [];\n',
        [`${API}/modules/orders/o.ts`]:
          "import { ENTITIES } from '../../app/entities.js';\nexport const o = ENTITIES;\n",
      }),
    ).toEqual([`api-composition-root: ${API}/modules/orders/o.ts → ${API}/app/entities.ts`]);
  });
});

describe('web and test boundaries', { timeout: 60_000 }, () => {
  it('fails a feature importing another feature', async () => {
    expect(
      await broken({
        'packages/web/src/features/tickets/TicketCard.tsx': 'export const TicketCard = 1;\n',
        'packages/web/src/features/orders/OrderPage.tsx':
          "import { TicketCard } from '../tickets/TicketCard';\nexport const p = TicketCard;\n",
      }),
    ).toEqual([
      'web-feature-isolation: packages/web/src/features/orders/OrderPage.tsx → packages/web/src/features/tickets/TicketCard.tsx',
    ]);
  });

  it("fails a browser journey importing the benchmarks' sources, and test-support importing a package", async () => {
    expect(
      await broken({
        'packages/bench/src/app.ts': 'export const startBenchApp = 1;\n',
        'packages/web/e2e/support/server.ts':
          "import { startBenchApp } from '../../../bench/src/app.js';\nexport const s = startBenchApp;\n",
        'packages/api/src/serve.ts': 'export const serve = 1;\n',
        'packages/test-support/src/api.ts':
          "import { serve } from '../../api/src/serve.js';\nexport const s = serve;\n",
      }),
    ).toEqual([
      'test-support-imports-no-package: packages/test-support/src/api.ts → packages/api/src/serve.ts',
      'web-not-bench: packages/web/e2e/support/server.ts → packages/bench/src/app.ts',
    ]);
  });
});
