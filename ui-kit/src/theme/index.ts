// Side-effect import so consumers (web) get the DefaultTheme augmentation through the kit's entry.
import './styled';

export { GlobalStyle } from './GlobalStyle';
export { focusRing, media, visuallyHidden } from './media';
export type { BreakpointName, Theme, Tone, ToneColors } from './tokens';
export { theme } from './tokens';
