import { packageBuild } from '../../config/tsup-package';

export default packageBuild({
  // Every source file is an entry (shared code split into chunks), so a consumer's bundler keeps only
  // the modules it uses: the player, which needs the translator and `formatScore`, does not carry the
  // validators, the profanity word lists or the spec wording (decision 0066). package.json's
  // `sideEffects: false` lets it drop the rest.
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts', react: 'src/react.tsx' } },
});
