import '@dementie/block-kit/fonts.css';
import '@dementie/block-kit/styles.css';
import '@dementie/auth/styles.css';
import '@dementie/elearning-player/styles.css';
import '../src/styles.css';
import { createSiteBrowserRouter, mountSiteApp } from '../src/index';
import { brand } from './brand';

const root = document.getElementById('root');
if (root) mountSiteApp(root, await createSiteBrowserRouter({ brand }));
