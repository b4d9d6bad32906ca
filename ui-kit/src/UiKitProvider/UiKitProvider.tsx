import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

import { GlobalStyle, type Theme, theme as defaultTheme } from '../theme';
import { ToastProvider } from '../Toast';

export interface UiKitProviderProps {
  children?: ReactNode;
  /** Replace the whole theme (re-branding); default is the kit's theme. */
  theme?: Theme;
}

/** Everything the kit's components need: theme, global styles and the notice stack. */
export function UiKitProvider({ children, theme = defaultTheme }: UiKitProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
