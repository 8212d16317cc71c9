import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** The three brand sites on PORT_BASE+1..3, in this order (README). */
export const brandSites = ['dementie', 'dementievriendelijk', 'alzheimer'] as const;

async function main() {
  const portBase = Number(process.env.PORT_BASE ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'apps/api/.data/pglite'),
  });
  const servesSites = process.env.SERVE_SITES !== 'false';
  const apps: FastifyInstance[] = [await buildApp({ database, logger: process.env.LOG !== 'false' })];
  if (servesSites) {
    for (const brand of brandSites) {
      apps.push(
        await buildApp({ database, site: { brand, root: path.join(repoRoot, 'apps', brand, 'dist') } }),
      );
    }
  }
  const addresses: string[] = [];
  for (const [index, app] of apps.entries()) {
    await app.listen({ port: portBase + index, host });
    addresses.push(`http://${host}:${portBase + index}`);
  }
  console.info(`API (${database.kind}): ${addresses[0]}`);
  if (servesSites) {
    brandSites.forEach((brand, i) => {
      console.info(`${brand}: ${addresses[i + 1]}`);
    });
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(apps.map((app) => app.close()));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
