export { UiKitProvider } from './UiKitProvider';
export type { UiKitProviderProps } from './UiKitProvider';
