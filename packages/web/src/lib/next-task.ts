/**
 * Ends the current task: the browser paints and handles input before the rest runs in a new one
 * (the Prioritized Task Scheduling API's scheduler.yield where the browser has it).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
