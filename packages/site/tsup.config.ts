import { packageBuild } from '../../config/tsup-package';

export default packageBuild({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    islands: 'src/islands/index.ts',
    styles: 'src/styles.css',
  },
  dts: { entry: { index: 'src/index.ts', server: 'src/server.ts', islands: 'src/islands/index.ts' } },
});
