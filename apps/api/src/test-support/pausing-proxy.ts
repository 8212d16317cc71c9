// A TCP proxy on loopback between a server and its PostgreSQL that a test can pause: while paused it
// takes connections and bytes but passes nothing on, in either direction, as a database stopped with
// SIGSTOP does (its kernel still accepts and buffers; nothing answers). Resumed, it passes on what it
// held and everything after.
import net from 'node:net';

export interface PausingProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** Stop passing bytes on. */
  pause(): void;
  /** Pass on what was held, and everything from now on. */
  resume(): void;
  /** Closes the proxy and every connection through it. */
  close(): Promise<void>;
}

/** One direction of a connection: what `from` sends goes to `to`, or waits while the proxy is paused. */
class Direction {
  private held: Buffer[] = [];

  constructor(
    from: net.Socket,
    private readonly to: net.Socket,
    private readonly paused: () => boolean,
  ) {
    from.on('data', (chunk: Buffer) => {
      if (this.paused()) this.held.push(chunk);
      else to.write(chunk);
    });
  }

  flush(): void {
    for (const chunk of this.held.splice(0)) this.to.write(chunk);
  }
}

/** Starts a proxy to `target` (host and port of PostgreSQL) on a free loopback port. */
export async function startPausingProxy(target: { host: string; port: number }): Promise<PausingProxy> {
  let paused = false;
  const directions = new Set<Direction>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = [
      new Direction(client, upstream, () => paused),
      new Direction(upstream, client, () => paused),
    ];
    for (const direction of pair) directions.add(direction);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // Either side closing or failing ends the other: the connection is gone for both.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        for (const direction of pair) directions.delete(direction);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const direction of directions) direction.flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `url` (a postgres:// connection string) with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<PausingProxy, 'port'>): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

/** The host and port a postgres:// connection string points at. */
export function targetOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 5432) };
}
