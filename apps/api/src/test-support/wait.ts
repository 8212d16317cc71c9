/**
 * Asks `check` again every `intervalMs` until it holds, for tests that wait for a state, never for a
 * time; fails with `what` after `withinMs` (a bound far above the normal case). A `check` that throws
 * ends the wait with its error.
 */
export async function eventually(
  what: string,
  withinMs: number,
  check: () => Promise<boolean> | boolean,
  intervalMs = 100,
): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
