import { jsdomProject } from '../../config/vitest-jsdom';

export default jsdomProject('block-kit');
