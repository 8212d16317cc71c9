// `pnpm --filter @dementie/api content:load`: (re)loads the demo content of apps/api/content into the
// server's database, opened as the server opens it (db/from-env.ts): DATABASE_URL and DATABASE_SCHEMA,
// or else the PGlite folder of DATA_DIR (default apps/api/.data/pglite).
// PGlite allows one process per folder: stop the server first. On PostgreSQL every running server
// process drops its caches as soon as the load is committed (decision 0064: LISTEN/NOTIFY).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangeFeed } from '../core/changes';
import { openDatabaseFromEnv } from '../db/from-env';
import { loadCmsContent, readContentSet } from '../modules/cms/loader';
import { loadRedirects } from '../modules/redirects';
import { indexDemoTrainings, loadSynonyms } from '../modules/search';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const contentDir = process.env.CONTENT_DIR ?? path.resolve(here, '../../content');
  const database = await openDatabaseFromEnv(process.env);
  try {
    const content = readContentSet(contentDir);
    const summary = await loadCmsContent(database, content);
    const redirects = await loadRedirects(database.db, contentDir);
    const synonyms = await loadSynonyms(database.db, contentDir);
    const trainings = await indexDemoTrainings(database.db, contentDir);
    const changes = new ChangeFeed(database.notifications);
    for (const topic of ['content', 'search', 'redirects'] as const) await changes.publish(topic);
    console.info(
      `content loaded into ${database.kind}: ${summary?.nodes ?? 0} pages (${summary?.revisions ?? 0} revisions, ` +
        `${summary?.paragraphs ?? 0} paragraphs), ${summary?.media ?? 0} media, ${summary?.menuLinks ?? 0} menu links, ` +
        `${redirects} redirects, ${synonyms} synonym pairs, ` +
        `${(summary?.searchDocuments ?? 0) + trainings} search documents (${trainings} trainings)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
