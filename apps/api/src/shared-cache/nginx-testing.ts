// What the shared-cache tests share (nginx-*.test.ts): a GET through the cache as a browser makes it,
// and a PURGE as the server sends one. Not part of the server.

export interface Loaded {
  readonly status: number;
  /** X-Cache-Status: HIT, MISS, BYPASS, STALE, UPDATING, EXPIRED, REVALIDATED, or '' (not cached). */
  readonly cache: string;
  readonly body: string;
}

/** A GET without following redirects: its status, the cache's verdict and the body. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<Loaded> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status') ?? '',
    body: await response.text(),
  };
}

/** A PURGE as the server sends it; the status. */
export async function purge(url: string): Promise<number> {
  const response = await fetch(url, { method: 'PURGE' });
  await response.arrayBuffer();
  return response.status;
}
