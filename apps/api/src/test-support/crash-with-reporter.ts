// A server process that crashes: run by error-reporting.test.ts in a child process, since crash
// reporting installs process-wide handlers and ends the process (decision 0063).
import { createErrorReporter } from '../core/error-reporting';

await createErrorReporter(
  { dsn: process.env.CRASH_TEST_DSN, environment: 'test', release: 'crash-test' },
  { captureCrashes: true },
);
void Promise.reject(new Error('crashed while mailing jan@example.nl'));
