import { everySourceFile, packageBuild } from '../../config/tsup-package';

export default packageBuild({
  // Every source file is an entry (with shared code split into chunks), so a consumer's bundler keeps
  // only the modules it uses: the player, which needs a few primitives, does not carry every block
  // (decision 0042). package.json's `sideEffects` lets it drop the rest.
  entry: everySourceFile('src/**/*.fixtures.ts'),
  splitting: true,
  dts: { entry: { index: 'src/index.ts', editor: 'src/editor/index.ts' } },
});
