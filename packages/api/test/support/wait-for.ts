/**
 * Runs a check until it passes, every `interval` ms, and throws its last failure once `timeout` ms
 * have gone by: for what the app finishes after it answers (deliveries after commit).
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeout = 10_000, interval = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
