export type { UiKitProviderProps } from './UiKitProvider';
export { UiKitProvider } from './UiKitProvider';
