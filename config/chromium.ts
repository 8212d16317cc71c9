/** Debian's Chromium: test tools cannot download browsers on this machine (TOOLCHAIN.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export { chromiumArgs } from './chromium-args.mjs';
