export type { CarouselProps } from './carousel';
export { Carousel } from './carousel';
export { CAROUSEL_GAP_PX, CAROUSEL_SPEED_MS, slidesPerView } from './slides-per-view';
