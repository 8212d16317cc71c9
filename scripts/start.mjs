// `npm start`: install, build, then run the API on PORT_BASE and the three brand sites on the next three
// ports, with the embedded database and the demo content. Ctrl-C stops everything.
import { env, installDependencies, log, must, run } from './lib.mjs';

await installDependencies();
log('Building packages and the three brand sites');
await must('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only']);
log('Starting the server (Ctrl-C stops it)');
const code = await run('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production' },
});
process.exit(code);
