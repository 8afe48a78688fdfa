export { Slider, type SliderProps } from './Slider';
export type { SliderControls, SliderEdges } from '../carouselControls';
