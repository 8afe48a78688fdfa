import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

/** Static styles; the card takes no CMS colours, so the theme's brand colour drives the button. */

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-width: 240px;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};

  &:has(a:hover) {
    border-color: ${({ theme }) => theme.color.inkSubtle};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/* 2:1 matches the deal banners and the default image, so their edge-to-edge text is never cropped. */
export const Media = styled.div`
  aspect-ratio: 2 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.base} ease-out;
  }

  @media (prefers-reduced-motion: no-preference) {
    ${Card}:has(a:hover) & img {
      transform: scale(1.03);
    }
  }
`;

export const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.xxs};
`;

export const Name = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

/*
 * The only link. margin-top: auto pins it to the card foot so a row of cards lines up; its ::after
 * stretches over the card so the banner and text are clickable too, without a second link.
 */
export const ShopLink = styled(Link)`
  ${buttonStyles}
  margin-top: auto;

  /* Same specificity as the shared size rule, and later, so the touch target grows to 44 px. */
  &[data-size='md'] {
    min-height: 44px;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const SkeletonLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xxs};
  padding-bottom: ${({ theme }) => theme.space.md};
`;
