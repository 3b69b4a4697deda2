/**
 * Ends the current task so the browser can handle input and paint before the next step: start-up
 * work is cut into steps that each stay short (a long task is what a phone's visitor feels as a
 * stuck page, and what Lighthouse counts as blocking time). `scheduler.yield` where the browser has
 * it (the continuation runs before other queued work), a macrotask elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
