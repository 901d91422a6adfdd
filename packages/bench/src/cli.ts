import { cyclesScenario } from './cycles.js';
import { gateScenario } from './gate.js';
import { httpScenario } from './http.js';
import { lighthouseScenario } from './lighthouse.js';
import { onsaleScenario } from './onsale.js';
import { purchaseScenario } from './purchase.js';
import { walletScenario } from './wallet.js';

/** `npm run bench -- <scenario> [--seconds N] [--connections N]` */
const [scenario, ...rest] = process.argv.slice(2);

function option(name: string, fallback: number): number {
  const at = rest.indexOf(`--${name}`);
  const value = at >= 0 ? Number(rest[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const scenarios: Record<string, () => Promise<void>> = {
  http: () => httpScenario({ seconds: option('seconds', 10), connections: option('connections', 50) }),
  lighthouse: () => lighthouseScenario(),
  gate: () => gateScenario({ tickets: option('tickets', 20_000) }),
  onsale: () =>
    onsaleScenario({
      buyers: option('buyers', 5000),
      connections: option('connections', 64),
      instances: option('instances', 1),
    }),
  purchase: () => purchaseScenario({ buyers: option('buyers', 5000), connections: option('connections', 64) }),
  cycles: () =>
    cyclesScenario({
      requests: option('requests', 1500),
      warmup: option('warmup', 3000),
      floor: rest.includes('--floor'),
      layers: rest.includes('--layers'),
    }),
  wallet: () => walletScenario({ wallets: option('wallets', 2000), connections: option('connections', 64) }),
};

const run = scenario ? scenarios[scenario] : undefined;
if (!run) {
  console.log(`Usage: npm run bench -- <${Object.keys(scenarios).join('|')}> [--seconds N] [--connections N]`);
  process.exitCode = scenario ? 2 : 0;
} else {
  await run();
}
