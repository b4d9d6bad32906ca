export type { CarouselProps } from './Carousel';
export { Carousel } from './Carousel';
