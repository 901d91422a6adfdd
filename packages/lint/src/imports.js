// @ts-check
import { cruise, format } from 'dependency-cruiser';

/**
 * The import graph's rules, checked by `npm run lint` with dependency-cruiser (decision 0019):
 *
 * - No import cycle between files, type-only imports included; none between folders either
 *   (tests left out of that one: a spec imports what it tests, and src/testing what it sets up).
 * - api: a module imports another only through that module's index.ts; the shared layers stack
 *   config, common, database, infra, and none imports a module; only the entry points (main.ts,
 *   serve.ts, generate-openapi.ts, ops/) and the tests import the composition root (app/).
 * - web: a feature never imports another feature (src/app composes them); src/lib and
 *   src/components import no screen.
 * - tests: the browser journeys and the benchmarks share @fanpass/test-support, never each
 *   other's sources; test-support imports none of the packages.
 */
const API = '^packages/api/src';
const WEB = '^packages/web/src';
/** Test code: specs, the api's test support, the browser journeys. */
const TESTS = [
  '\\.spec\\.tsx?$',
  '\\.test\\.tsx?$',
  '/testing/',
  '^packages/api/test/',
  '^packages/web/e2e/',
  '/src/test/',
];

/** @typedef {import('dependency-cruiser').IForbiddenRuleType} Rule */

/** @type {Rule[]} */
export const FILE_RULES = [
  {
    name: 'no-circular',
    comment: 'Files that import each other (directly or round a loop) cannot be read, tested or moved alone.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'api-module-through-index',
    comment: "A module imports another module only through that module's index.ts (what it exports).",
    severity: 'error',
    from: { path: `${API}/modules/([^/]+)/` },
    to: {
      path: `${API}/modules/[^/]+/`,
      pathNot: [`${API}/modules/$1/`, `${API}/modules/[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'api-composition-root',
    comment: 'Only the entry points (main.ts, serve.ts, generate-openapi.ts, ops/) and the tests import app/.',
    severity: 'error',
    from: { path: `${API}/(modules|common|config|database|infra|openapi)/`, pathNot: TESTS },
    to: { path: [`${API}/app/`, `${API}/ops/`, `${API}/(main|serve|generate-openapi)\\.ts$`] },
  },
  {
    name: 'api-shared-layers',
    comment: 'config, common, database and infra are shared by every module and import none of them.',
    severity: 'error',
    from: { path: `${API}/(common|config|database|infra)/`, pathNot: TESTS },
    to: { path: `${API}/modules/` },
  },
  // The shared layers stack config < common < database < infra: none imports one above it.
  ...[
    ['config', 'common|database|infra'],
    ['common', 'database|infra'],
    ['database', 'infra'],
  ].map(([layer, above]) => ({
    name: `api-layer-order-${layer}`,
    comment: `${layer} imports none of the layers above it (${above.split('|').join(', ')}).`,
    severity: /** @type {const} */ ('error'),
    from: { path: `${API}/${layer}/`, pathNot: TESTS },
    to: { path: `${API}/(${above})/` },
  })),
  {
    name: 'web-feature-isolation',
    comment:
      'A feature never imports another: what several share lives in src/lib or src/components; src/app composes features.',
    severity: 'error',
    from: { path: `${WEB}/features/([^/]+)/` },
    to: { path: `${WEB}/features/[^/]+/`, pathNot: `${WEB}/features/$1/` },
  },
  {
    name: 'web-lib-imports-no-screen',
    comment: 'src/lib is shared by every screen and imports none of them.',
    severity: 'error',
    from: { path: `${WEB}/lib/` },
    to: { path: `${WEB}/(features|app|components)/` },
  },
  {
    name: 'web-components-import-no-screen',
    comment: 'src/components is shared by every screen and imports none of them.',
    severity: 'error',
    from: { path: `${WEB}/components/` },
    to: { path: `${WEB}/(features|app)/` },
  },
  {
    name: 'web-not-bench',
    comment: "Import what the browser journeys share with the benchmarks from '@fanpass/test-support'.",
    severity: 'error',
    from: { path: '^packages/web/' },
    to: { path: '^packages/bench/' },
  },
  {
    name: 'bench-not-web',
    comment: "Import what the benchmarks share with the browser journeys from '@fanpass/test-support'.",
    severity: 'error',
    from: { path: '^packages/bench/' },
    to: { path: '^packages/web/' },
  },
  {
    name: 'test-support-imports-no-package',
    comment: 'test-support is shared by the journeys and the benchmarks and imports none of the packages.',
    severity: 'error',
    from: { path: '^packages/test-support/' },
    to: { path: '^packages/(api|web|bench|contracts)/' },
  },
];

/** @type {Rule[]} */
export const FOLDER_RULES = [
  {
    name: 'no-circular-folders',
    comment: 'Folders that import each other are one folder in two places.',
    severity: 'error',
    scope: 'folder',
    from: {},
    to: { circular: true },
  },
];

/** What is cruised, from the repository root. */
export const SOURCES = ['packages', 'scripts'];

/** @param {string[]} exclude @returns {import('dependency-cruiser').ICruiseOptions} */
function options(exclude) {
  return {
    validate: true,
    // `import type` counts: a loop of types is a loop all the same.
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', '/dist/', '/dev-dist/', '/coverage/', ...exclude] },
  };
}

/**
 * Checks the import graph under `baseDir` (the repository root): the file rules over every
 * source, tests included, then the folder rules over the sources without their tests. Answers
 * every violation (rule, from, to) and the report to print.
 *
 * @param {string} baseDir
 * @param {string[]} [sources]
 */
export async function checkImports(baseDir, sources = SOURCES) {
  const violations = [];
  const reports = [];
  /** @type {[Rule[], string[]][]} */
  const runs = [
    [FILE_RULES, []],
    [FOLDER_RULES, TESTS],
  ];
  for (const [forbidden, exclude] of runs) {
    const { output } = await cruise(sources, { ...options(exclude), baseDir, ruleSet: { forbidden } });
    if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
    violations.push(
      ...output.summary.violations.map((v) => ({
        rule: v.rule.name,
        from: v.from,
        to: v.to,
        cycle: v.cycle?.map((step) => step.name),
      })),
    );
    reports.push(String((await format(output, { outputType: 'err' })).output));
  }
  return { violations, report: reports.join('') };
}
