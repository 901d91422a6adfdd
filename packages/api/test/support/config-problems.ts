import { ConfigError, loadConfig } from '../../src/config/config.js';

/** What configuration at boot refuses in `env` (none when it loads). */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
