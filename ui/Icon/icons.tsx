import { SvgIcon, type IconProps } from './SvgIcon';

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </SvgIcon>
);

export const HeartIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />
  </SvgIcon>
);

export const BellIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </SvgIcon>
);

export const CartIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3 4h2l2.2 11h10.6L20 7H6.2" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </SvgIcon>
);

export const UserIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" />
  </SvgIcon>
);

export const MenuIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="m9 6 6 6-6 6" />
  </SvgIcon>
);

export const CloseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
);

export const PinIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 1 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </SvgIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M19 12H5m6-6-6 6 6 6" />
  </SvgIcon>
);
