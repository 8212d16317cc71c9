import { jsdomProject } from '../../config/vitest-jsdom';

export default jsdomProject('i18n-catalogues');
