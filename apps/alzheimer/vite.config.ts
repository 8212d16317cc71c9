import { brandViteConfig } from '../../config/vite-brand';

export default brandViteConfig('alzheimer');
