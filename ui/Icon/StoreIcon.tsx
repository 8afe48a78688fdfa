/** Apart from icons.tsx: the shell's choose-store prompt draws it on every first load, and the
 * other icons, drawn only by lazily loaded code, would ride along. */
import { SvgIcon, type IconProps } from './SvgIcon';

export const StoreIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12.5V20h13v-7.5M10 20v-4.5h4V20" />
  </SvgIcon>
);
