import { packageBuild } from '../../config/tsup-package';

export default packageBuild({
  // One output file per source file (not one bundle), so a consumer's bundler keeps only the modules
  // it uses: an app with only the training player carries the learning contracts, not search, CMS or
  // auth (decision 0042). `sideEffects: false` in package.json lets it drop the rest.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support/**'],
  bundle: false,
  dts: { entry: { index: 'src/index.ts' } },
});
