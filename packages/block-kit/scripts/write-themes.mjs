// Writes src/themes/<brand>.css from @dementie/brands' design tokens (tokens/<brand>.tokens.json).
// Run after changing a token: pnpm --filter @dementie/block-kit themes. src/themes/themes.test.ts
// fails while a committed theme differs from its tokens.
import { writeFileSync } from 'node:fs';
import { BRAND_IDS, themeCss } from '@dementie/brands';
import { themesIndexCss } from '../src/themes/theme.ts';

for (const brand of BRAND_IDS) {
  const file = new URL(`../src/themes/${brand}.css`, import.meta.url);
  writeFileSync(file, themeCss(brand));
  process.stdout.write(`wrote src/themes/${brand}.css\n`);
}
writeFileSync(new URL('../src/themes/themes.css', import.meta.url), themesIndexCss());
process.stdout.write('wrote src/themes/themes.css\n');
