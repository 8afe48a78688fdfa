import type { CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' rounds lightly, 'pill' fully, 'block' like a card. */
  shape?: 'text' | 'pill' | 'block';
  className?: string;
};

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** The loading shimmer, for any box that stands in for content still on its way. */
export const shimmerSurface = css`
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surfaceSunken} 25%,
    ${({ theme }) => theme.color.surfaceAlt} 50%,
    ${({ theme }) => theme.color.surfaceSunken} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  /* The global reduced-motion rule only shortens animations; an infinite one would flicker, so stop it. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-position: 0 0;
  }
`;

const Bone = styled.span`
  display: block;
  ${shimmerSurface}
  &[data-shape='text'] {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &[data-shape='pill'] {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  &[data-shape='block'] {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** A placeholder while content loads. Hidden from assistive technology; the loading container says "loading". */
export function Skeleton({
  width = '100%',
  height = '1em',
  shape = 'text',
  className,
}: SkeletonProps) {
  return (
    <Bone className={className} aria-hidden="true" data-shape={shape} style={{ width, height }} />
  );
}
