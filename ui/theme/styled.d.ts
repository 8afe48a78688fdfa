import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme; an alias cannot do this.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
