import { jsdomProject } from '../../config/vitest-jsdom';

export default jsdomProject('auth');
