export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Spinner } from './Spinner';
