import { Link } from 'react-router';
import styled from 'styled-components';
import { bannerImage, clampLines, stretchedLink } from '../parts/styles';

/*
 * A size container: side by side when the card has room for a readable text column, stacked in
 * narrow slots (a 1.1-per-view carousel on a small phone).
 */
export const Card = styled.article`
  position: relative;
  container-type: inline-size;
  height: 100%;
  min-width: 220px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  transition: border-color ${({ theme }) => theme.motion.base};

  &:has(a:hover) {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  grid-template-rows: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};

  @container (min-width: 250px) {
    grid-template-columns: minmax(0, 42%) minmax(0, 1fr);
    grid-template-rows: 1fr;
  }
`;

export const Media = styled.div`
  ${bannerImage}
  align-self: start;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  min-width: 0;
`;

export const Name = styled.h3`
  ${clampLines(2)}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

export const Description = styled.p`
  ${clampLines(2)}
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
`;

/** A soft brand chip, quieter than a filled button, for lists where many cards stack. */
export const ShopLink = styled(Link)`
  ${stretchedLink}
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast};

  ${Card}:hover & {
    background: color-mix(
      in srgb,
      ${({ theme }) => theme.color.brand} 18%,
      ${({ theme }) => theme.color.surface}
    );
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &::after {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const SkeletonLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
