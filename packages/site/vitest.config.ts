import { defaultServerConditions } from 'vite';
import { jsdomProject } from '../../config/vitest-jsdom';

export default jsdomProject('site', {
  // The server-render tests (node environment) read the workspace packages' sources too, not their
  // last build, so they test the code as it is.
  ssr: { resolve: { conditions: ['@dementie/source', ...defaultServerConditions] } },
});
