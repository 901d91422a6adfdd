import { boundaries } from './boundaries.js';

export { fanpassBoundaries, API_MODULES, TEST_SUPPORT, WEB_FEATURES } from './fanpass.js';

/** The ESLint plugin: `fanpass/boundaries`. */
export default { meta: { name: '@fanpass/lint' }, rules: { boundaries } };
