import { Link } from 'react-router';
import styled from 'styled-components';
import { bannerImage, clampLines, stretchedLink } from '../parts/styles';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 220px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow:
    0 0 0 1px ${({ theme }) => theme.color.border},
    ${({ theme }) => theme.shadow.sm};
  transition: box-shadow ${({ theme }) => theme.motion.base};

  &:has(a:hover) {
    box-shadow:
      0 0 0 1px ${({ theme }) => theme.color.border},
      ${({ theme }) => theme.shadow.lg};
  }
`;

/* Edge to edge: the banner is the card's top, with no frame around it. */
export const Media = styled.div`
  ${bannerImage}
`;

/** The percent seal that overlaps the banner's lower edge; decorative. */
export const Seal = styled.span`
  position: absolute;
  top: -24px;
  right: ${({ theme }) => theme.space.lg};
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 3px solid ${({ theme }) => theme.color.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Body = styled.div`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.md}`};
`;

export const Name = styled.h3`
  ${clampLines(2)}
  margin: 0;
  /* Room for the seal, which reaches down beside the name's first line. */
  padding-right: 52px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

export const Description = styled.p`
  ${clampLines(3)}
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** Text and a round arrow, right-aligned in the footer strip: an understated call to action. */
export const ShopLink = styled(Link)`
  ${stretchedLink}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  &::after {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const Arrow = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  transition: transform ${({ theme }) => theme.motion.base} ease-out;

  @media (prefers-reduced-motion: no-preference) {
    ${Card}:hover & {
      transform: translateX(3px);
    }
  }
`;

export const SkeletonLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
`;
