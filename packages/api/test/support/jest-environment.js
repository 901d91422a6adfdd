import { TestEnvironment } from 'jest-environment-node';

/** Hooks start apps and migrate databases: they get twice a test's time unless they name their own. */
const HOOK_TIMEOUT = 120_000;

function giveHooksTime(block) {
  for (const hook of block.hooks) hook.timeout ??= HOOK_TIMEOUT;
  for (const child of block.children) if (child.type === 'describeBlock') giveHooksTime(child);
}

/**
 * Node's structuredClone, whose plain objects and arrays belong to the suite's own realm. The
 * global Jest hands a suite is Node's, and its copies have Node's Object.prototype, which the
 * suite's code does not see as plain (`Object.getPrototypeOf(x) === Object.prototype` is false,
 * as compiled validation checks): under Vitest the suites ran in Node's realm itself.
 */
function cloneInto(realm, clone) {
  const { Array: RealmArray, Object: RealmObject } = realm;
  return function structuredClone(value, options) {
    const adopted = new Map();
    const adopt = (v) => {
      if (typeof v !== 'object' || v === null) return v;
      if (adopted.has(v)) return adopted.get(v);
      let copy;
      if (Array.isArray(v)) copy = new RealmArray(v.length);
      else if (Object.getPrototypeOf(v) === Object.prototype) copy = new RealmObject();
      else return v; // dates, maps, buffers…: as Node copied them
      adopted.set(v, copy);
      // defineProperty, not assignment: an own "__proto__" key stays a key.
      for (const key of Object.keys(v))
        RealmObject.defineProperty(copy, key, {
          value: adopt(v[key]),
          writable: true,
          enumerable: true,
          configurable: true,
        });
      return copy;
    };
    return adopt(clone(value, options));
  };
}

/** Node's environment, with a hook timeout of its own (Jest has one timeout for tests and hooks alike). */
export default class FanpassEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.structuredClone = cloneInto(this.global, structuredClone);
  }

  async handleTestEvent(event, state) {
    if (event.name === 'run_start') giveHooksTime(state.rootDescribeBlock);
  }
}
