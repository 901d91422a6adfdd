/**
 * Fanpass's boundaries, read by the repository's eslint.config.js and by the rule's tests.
 *
 * - web: a feature never imports another feature; what several share lives in src/lib or
 *   src/components, and screens that compose features live in src/app. Shared code never imports
 *   the code that uses it.
 * - api: a module imports another only through that module's index.ts (what it exports);
 *   common, infra and config never import a module.
 * - tests: the web package never imports the benchmarks' sources, nor the benchmarks the web's;
 *   what both use (Chromium, the built service on a free port) is @fanpass/test-support, which
 *   imports neither.
 */
export const WEB_FEATURES = 'packages/web/src/features';
export const API_MODULES = 'packages/api/src/modules';
export const TEST_SUPPORT = 'packages/test-support';

/** @param {string} root the repository root */
export function fanpassBoundaries(root) {
  return {
    root,
    slices: [
      {
        dir: WEB_FEATURES,
        entry: [],
        hint: 'Move what several features share to src/lib or src/components, and compose features in src/app.',
      },
      {
        dir: API_MODULES,
        entry: ['index'],
        hint: "Import it from that module's index.ts (export it there, through a service or repository).",
      },
    ],
    layers: [
      {
        from: 'packages/web/src/lib',
        disallow: ['packages/web/src/features', 'packages/web/src/app', 'packages/web/src/components'],
        hint: 'src/lib is shared by every screen and imports none of them.',
      },
      {
        from: 'packages/web/src/components',
        disallow: ['packages/web/src/features', 'packages/web/src/app'],
        hint: 'src/components is shared by every screen and imports none of them.',
      },
      {
        from: 'packages/api/src/common',
        disallow: [API_MODULES],
        hint: 'common is shared by every module and imports none of them.',
      },
      {
        from: 'packages/api/src/infra',
        disallow: [API_MODULES],
        hint: 'infra is shared by every module and imports none of them.',
      },
      {
        from: 'packages/api/src/config',
        disallow: [API_MODULES],
        hint: 'config is read by every module and imports none of them.',
      },
      {
        from: 'packages/web',
        disallow: ['packages/bench'],
        hint: "Import what the browser journeys share with the benchmarks from '@fanpass/test-support'.",
      },
      {
        from: 'packages/bench',
        disallow: ['packages/web'],
        hint: "Import what the benchmarks share with the browser journeys from '@fanpass/test-support'.",
      },
      {
        from: TEST_SUPPORT,
        disallow: ['packages/api', 'packages/web', 'packages/bench', 'packages/contracts'],
        hint: 'test-support is shared by the journeys and the benchmarks and imports none of the packages.',
      },
    ],
  };
}
