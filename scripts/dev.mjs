// `pnpm dev`: the API with file watching on PORT_BASE and each brand's Vite dev server on the next
// three ports (hot reload; packages resolve to their sources, so no rebuild is needed).
import { ensurePnpm, env, log, run } from './lib.mjs';

await ensurePnpm();
log('API and the three brand dev servers (Ctrl-C stops them)');
const code = await run(
  'pnpm',
  ['turbo', 'run', 'dev', '--filter=@dementie/api', '--filter=./apps/*', '--concurrency=5'],
  { env: { ...env, SERVE_SITES: 'false' } },
);
process.exit(code);
