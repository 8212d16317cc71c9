import { everySourceFile, packageBuild } from '../../config/tsup-package';

export default packageBuild({
  // Every source file is an entry (shared code split into chunks), as in block-kit: a consumer's
  // bundler then keeps in the first load only what the player page uses, and code that only the lazily
  // loaded editor needs stays in the editor's chunk (decisions 0042, 0066). Test helpers are left out.
  entry: everySourceFile('src/editor/test-*.ts'),
  splitting: true,
  dts: { entry: { index: 'src/index.ts', editor: 'src/editor/index.ts', testing: 'src/testing/index.ts' } },
});
