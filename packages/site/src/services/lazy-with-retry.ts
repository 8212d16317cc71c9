/**
 * Spec 2 §8: loading a code chunk retries 3 times with a 500 ms delay, then throws (the route's error
 * boundary then offers a reload). A deploy that removed an old chunk is the usual cause.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  options: { retries?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  const delayMs = options.delayMs ?? 500;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < retries) await sleep(delayMs);
    }
  }
  throw new ChunkLoadError(lastError);
}

export class ChunkLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super('chunk failed to load');
    this.name = 'ChunkLoadError';
  }
}
