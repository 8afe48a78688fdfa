import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

export const Hero = styled.section`
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

export const Slide = styled.div`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
`;

/**
 * Phones crop every picture to 16:9, wider screens show the picture's own ratio (--hero-ratio
 * from its width and height): the box is sized before the picture arrives, so nothing shifts.
 */
export const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.color.surfaceSunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ theme }) => theme.media.tablet} {
    aspect-ratio: var(--hero-ratio, 8 / 3);
  }
`;

/** Under the picture on phones; over its left part from 768 px. */
export const Panel = styled.div`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 176px;
  padding: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    position: absolute;
    inset: ${({ theme }) => theme.space.xl} auto ${({ theme }) => theme.space.xl}
      ${({ theme }) => theme.space.xl};
    width: min(46%, 520px);
    min-height: 0;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: rgba(255, 255, 255, 0.94);
    box-shadow: ${({ theme }) => theme.shadow.md};
    overflow: hidden;
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;

  ${({ theme }) => theme.media.desktop} {
    font-size: 2.25rem;
  }
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;

  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Action = styled(Link)`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const ExternalAction = styled.a`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
