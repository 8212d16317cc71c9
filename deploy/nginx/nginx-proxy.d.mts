/** Types of nginx-proxy.mjs (see there). */

export const nginxPath: string;
export const cachePurgeModulePath: string;
export const NGINX_INSTALL_COMMAND: string;

/** nginx and the module, installed with apt-get as root when missing; else an error naming the command. */
export function ensureNginx(): { nginx: string; module: string };

/** A TCP port on loopback that is free now. */
export function freePort(): Promise<number>;

export interface NginxProxyOptions {
  /** Per brand id, the server processes' origins of that brand (`http://127.0.0.1:4001`, ...). */
  upstreams: Record<string, readonly string[]>;
  listenPorts?: Record<string, number>;
  purgePort?: number;
  /** A folder for the prefix and the cache (default: a new temporary one, removed by stop()). */
  workDir?: string;
  workerProcesses?: number;
  /** Log every request that reached a server process to `upstreamLogFile`. */
  upstreamLog?: boolean;
  /** Files nginx serves itself on every brand port. */
  staticFiles?: { location: string; dir: string; headers?: readonly (readonly [string, string])[] };
  readyWithinMs?: number;
}

export interface NginxProxy {
  /** Per brand id, the proxy's origin for that brand. */
  readonly origins: Record<string, string>;
  /** Where the server sends its purges (CACHE_PURGE_URL). */
  readonly purgeUrl: string;
  readonly prefixDir: string;
  readonly cacheDir: string;
  readonly configFile: string;
  readonly upstreamLogFile: string;
  /** nginx's output and error log and the purger's output so far. */
  output(): string;
  /** Writes the configuration again with `changes` on top and reloads nginx (the cache stays). */
  reload(changes: Partial<Pick<NginxProxyOptions, 'staticFiles'>>): void;
  /** Stops nginx and the purger and waits for both. */
  stop(): Promise<void>;
}

export function startNginxProxy(options: NginxProxyOptions): Promise<NginxProxy>;
