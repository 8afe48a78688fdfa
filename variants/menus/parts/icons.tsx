import { SvgIcon, type IconProps } from '../../../ui/Icon';

/** Menu-only glyphs drawn on the shared 24 px icon grid. */

export const ArrowRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M5 12h14m-6-6 6 6-6 6" />
  </SvgIcon>
);

export const TagIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7a1 1 0 0 1 .7.3l7.6 7.6a1 1 0 0 1 0 1.4l-7.7 7.7a1 1 0 0 1-1.4 0l-7.6-7.6a1 1 0 0 1-.3-.7Z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </SvgIcon>
);
