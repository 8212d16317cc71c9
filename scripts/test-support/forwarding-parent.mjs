// A stand-in for `npm start` in lib.test.ts: runs a child the way start.mjs runs the server, passing on
// SIGTERM and SIGHUP, and exits with the child's code.
import { run } from '../lib.mjs';

const child = `
  process.on('SIGTERM', () => { console.log('child got SIGTERM'); process.exit(7); });
  process.on('SIGHUP', () => { console.log('child got SIGHUP'); process.exit(8); });
  console.log('child ready');
  setInterval(() => {}, 1000);
`;
process.exit(await run(process.execPath, ['-e', child], { forwardSignals: ['SIGTERM', 'SIGHUP'] }));
