export type { SliderMark, SliderProps } from './Slider';
export { Slider } from './Slider';
