// How every tool starts Debian's Chromium: headless, without a sandbox, nothing fetched in the
// background. Plain JavaScript, so that config/chromium.ts (the test runners) and the page benchmark
// (scripts/bench-pages.mjs, run by Node as it is) read the one list.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
