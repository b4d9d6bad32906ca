// Side-effect import so consumers (web) get the DefaultTheme augmentation through the kit's entry.
import './styled';

export { theme } from './tokens';
export type { Theme, Tone, ToneColors, BreakpointName } from './tokens';
export { media, focusRing, visuallyHidden } from './media';
export { GlobalStyle } from './GlobalStyle';
