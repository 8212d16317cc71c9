// A local stand-in for a Sentry-compatible ingest: it accepts envelopes on any path and keeps them,
// so tests see exactly what an error report would send (decision 0063).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEnvelope {
  /** The request path, e.g. `/api/1/envelope/`. */
  readonly path: string;
  /** The whole envelope as text (header line, then item header and payload lines). */
  readonly text: string;
  /** Each line parsed as JSON. */
  readonly lines: readonly unknown[];
}

export interface FakeIngest {
  /** A DSN pointing here: `http://public@127.0.0.1:<port>/1`. */
  readonly dsn: string;
  readonly envelopes: readonly ReceivedEnvelope[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

export async function startFakeIngest(): Promise<FakeIngest> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer(async (request, response) => {
    const text = await bodyOf(request);
    envelopes.push({
      path: (request.url ?? '').split('?')[0] ?? '',
      text,
      lines: text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as unknown),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
