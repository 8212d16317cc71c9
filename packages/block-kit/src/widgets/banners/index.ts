export type { BannersProps } from './banners';
export { Banners, MemoryTestBanner } from './banners';
