export type { LoadingScreenProps } from './LoadingScreen';
export { LoadingScreen } from './LoadingScreen';
