import { TestEnvironment } from 'jest-environment-node';

/** Hooks start apps and migrate databases: they get twice a test's time unless they name their own. */
const HOOK_TIMEOUT = 60_000;

function giveHooksTime(block) {
  for (const hook of block.hooks) hook.timeout ??= HOOK_TIMEOUT;
  for (const child of block.children) if (child.type === 'describeBlock') giveHooksTime(child);
}

/** Node's environment, with a hook timeout of its own (Jest has one timeout for tests and hooks alike). */
export default class FanpassEnvironment extends TestEnvironment {
  async handleTestEvent(event, state) {
    if (event.name === 'run_start') giveHooksTime(state.rootDescribeBlock);
  }
}
