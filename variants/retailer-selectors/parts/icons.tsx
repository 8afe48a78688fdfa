import type { SVGProps } from 'react';

type Props = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Line icons drawn like ui/Icon's; the card needs two the shared set lacks. Decorative. */
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const ClockIcon = (props: Props) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);

export const PhoneIcon = (props: Props) => (
  <svg {...base} {...props}>
    <path d="M6.6 3.5h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  </svg>
);

/** Curbside: a car, for the order type brought out to the shopper's car. */
export const CarIcon = (props: Props) => (
  <svg {...base} {...props}>
    <path d="M5 16.5H3.5v-4l2-5h13l2 5v4H19M5 12.5h14" />
    <circle cx="7.5" cy="16.5" r="1.8" />
    <circle cx="16.5" cy="16.5" r="1.8" />
    <path d="M9.3 16.5h5.4" />
  </svg>
);

/** Delivery: a van. */
export const TruckIcon = (props: Props) => (
  <svg {...base} {...props}>
    <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </svg>
);
