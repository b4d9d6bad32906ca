import 'styled-components';

import type { Theme } from './tokens';

// Typed `theme` in every styled template of the kit and of the web app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
export {};
