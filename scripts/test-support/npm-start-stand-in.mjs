// A stand-in for scripts/start.mjs in lib.test.ts, run by `npm start` as the root package.json runs the
// real one: runs a child the way start.mjs runs the server, passing SIGTERM on. Its child ends on its
// own after 20 s, so a stand-in that never got the signal leaves nothing running.
import { run } from '../lib.mjs';

const child = `
  process.on('SIGTERM', () => { console.log('child got SIGTERM'); process.exit(7); });
  console.log('child ready');
  setTimeout(() => process.exit(9), 20000);
`;
process.exit(await run(process.execPath, ['-e', child], { forwardSignals: ['SIGTERM', 'SIGHUP'] }));
