import { packageBuild } from '../../config/tsup-package';

export default packageBuild({
  entry: { index: 'src/index.ts' },
  dts: { entry: { index: 'src/index.ts' } },
});
