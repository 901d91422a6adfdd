import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` reads it: proves the api's boundaries
// are enforced there (the rule itself is tested under RuleTester in boundaries.spec.js). Only the
// boundaries rule runs, on a parse without type information: building the TypeScript program of
// the whole api for three one-line texts took most of this package's run.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'fanpass/boundaries',
});

/** The boundaries findings for a text linted as if it were the given repository file. */
async function boundaryFindings(/** @type {string} */ code, /** @type {string} */ file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'fanpass/boundaries' || m.fatal);
}

// The first test loads the whole config (typescript-eslint and its plugins): a second alone, but
// many on a machine busy with the other suites.
describe("the repository's ESLint config (api)", { timeout: 60_000 }, () => {
  it("fails a module importing another module's file past its index.ts", async () => {
    const findings = await boundaryFindings(
      "import { WaitlistRepository } from '../waitlist/waitlist.repository.js';\nexport const r = WaitlistRepository;\n",
      'packages/api/src/modules/orders/orders.module.ts',
    );
    expect(findings.map((m) => [m.ruleId, m.severity])).toEqual([['fanpass/boundaries', 2]]);
  });

  it('lets a module import another module through its index.ts', async () => {
    const findings = await boundaryFindings(
      "import { EventsModule } from '../events/index.js';\nexport const m = EventsModule;\n",
      'packages/api/src/modules/orders/orders.module.ts',
    );
    expect(findings).toEqual([]);
  });

  it('fails infra importing a module, even through its index.ts', async () => {
    const findings = await boundaryFindings(
      "import { OrdersService } from '../modules/orders/index.js';\nexport const s = OrdersService;\n",
      'packages/api/src/infra/clock.ts',
    );
    expect(findings.map((m) => [m.ruleId, m.severity])).toEqual([['fanpass/boundaries', 2]]);
  });
});

describe("the repository's ESLint config (browser journeys and benchmarks)", { timeout: 60_000 }, () => {
  it("fails a browser journey's support importing the benchmarks' sources", async () => {
    const findings = await boundaryFindings(
      "import { startBenchApp } from '../../../bench/src/app.js';\nexport const s = startBenchApp;\n",
      'packages/web/e2e/support/server.ts',
    );
    expect(findings.map((m) => [m.ruleId, m.severity])).toEqual([['fanpass/boundaries', 2]]);
  });

  it('fails a benchmark importing the browser journeys’ sources', async () => {
    const findings = await boundaryFindings(
      "import { startServer } from '../../web/e2e/support/server.js';\nexport const s = startServer;\n",
      'packages/bench/src/onsale.ts',
    );
    expect(findings.map((m) => [m.ruleId, m.severity])).toEqual([['fanpass/boundaries', 2]]);
  });

  it('fails test-support importing a package that uses it', async () => {
    const findings = await boundaryFindings(
      "import { serve } from '../../api/src/serve.js';\nexport const s = serve;\n",
      'packages/test-support/src/api.ts',
    );
    expect(findings.map((m) => [m.ruleId, m.severity])).toEqual([['fanpass/boundaries', 2]]);
  });

  it('lets a browser journey import what it shares from @fanpass/test-support', async () => {
    const findings = await boundaryFindings(
      "import { launchChromium } from '@fanpass/test-support';\nexport const l = launchChromium;\n",
      'packages/web/e2e/support/browser.ts',
    );
    expect(findings).toEqual([]);
  });
});
