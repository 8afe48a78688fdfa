import { Link } from 'react-router';
import styled from 'styled-components';
import { bannerImage, clampLines, stretchedLink } from '../parts/styles';

/* Dark on purpose: the card is drawn in ink with light text and the accent colour for the action. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  min-width: 220px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: ${({ theme }) => theme.shadow.md};

  /* The shared skeleton is drawn for light surfaces; dimmed, it reads as a shimmer on ink. */
  &[data-loading='true'] [aria-hidden='true'] {
    opacity: 0.16;
  }
`;

export const Media = styled.div`
  ${bannerImage}
  position: relative;
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(
    in srgb,
    ${({ theme }) => theme.color.ink} 88%,
    ${({ theme }) => theme.color.surface}
  );

  /* The accent rule ties the banner to the action colour below. */
  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.lg};
    bottom: 0;
    width: 48px;
    height: 4px;
    border-radius: 4px 4px 0 0;
    background: ${({ theme }) => theme.color.accent};
  }
  [data-loading='true'] > &::after {
    display: none;
  }
`;

export const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xs};
`;

export const Name = styled.h3`
  ${clampLines(2)}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
  letter-spacing: -0.02em;
`;

export const Description = styled.p`
  ${clampLines(3)}
  margin: 0;
  color: rgba(255, 255, 255, 0.78);
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

/** A square-cornered accent button: the one bright thing on the card. */
export const ShopLink = styled(Link)`
  ${stretchedLink}
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.01em;
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast};

  ${Card}:hover & {
    background: color-mix(
      in srgb,
      ${({ theme }) => theme.color.accent} 80%,
      ${({ theme }) => theme.color.surface}
    );
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 3px;
  }

  &::after {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const SkeletonLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xs};
`;
