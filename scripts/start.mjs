// `npm start`: install, build, then run the API on PORT_BASE and the three brand sites on the next three
// ports, with the embedded database and the demo content. Ctrl-C or a SIGTERM stops everything.
import { env, installDependencies, log, must, run } from './lib.mjs';

await installDependencies();
log('Building packages and the three brand sites');
await must('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only']);
log('Starting the server (Ctrl-C stops it)');
// A SIGTERM or SIGHUP sent to `npm start` (a service manager, `kill`, `timeout`) is passed on, so the
// server shuts down gracefully instead of running on without it.
const code = await run('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production' },
  forwardSignals: ['SIGTERM', 'SIGHUP'],
});
process.exit(code);
