import { Link } from 'react-router';
import styled from 'styled-components';
import { bannerImage, clampLines, stretchedLink } from '../parts/styles';

/** Radius of the two half-circle notches that mark the tear-off line. */
const NOTCH = '11px';

/*
 * The tear-off line sits under the stub: its 12 px top padding, the 2:1 banner (card width minus
 * 24 px of side padding, halved) and 16 px bottom padding, i.e. 50cqw + 16 px, +1 to centre on the
 * 2 px dashed border.
 */
const PERFORATION_Y = 'calc(50cqw + 17px)';

const notch = (x: '0' | '100%') =>
  `radial-gradient(circle at ${x} ${PERFORATION_Y}, transparent ${NOTCH}, #000 calc(${NOTCH} + 0.5px))`;

/*
 * The shadow sits on the card as a drop-shadow filter, so it follows the notched outline that the
 * ticket's mask cuts (a box-shadow would draw the uncut rectangle). The card is a size container
 * so the notches can find the perforation from its width.
 */
export const Card = styled.article`
  position: relative;
  container-type: inline-size;
  height: 100%;
  min-width: 220px;
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.ink};
  filter: drop-shadow(0 1px 1px rgba(16, 24, 40, 0.14))
    drop-shadow(0 6px 14px rgba(16, 24, 40, 0.1));
`;

/* Masked in two halves, one notch each, so no mask compositing is needed. */
export const Ticket = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.surface};
  mask:
    ${notch('0')} left / 51% 100% no-repeat,
    ${notch('100%')} right / 51% 100% no-repeat;
`;

export const Stub = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
`;

export const Media = styled.div`
  ${bannerImage}
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  /* The perforation; the ticket's notches trim its ends. */
  border-top: 2px dashed ${({ theme }) => theme.color.border};
  text-align: center;
`;

export const Name = styled.h3`
  ${clampLines(2)}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  letter-spacing: -0.01em;
`;

export const Description = styled.p`
  ${clampLines(3)}
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
`;

/** An outlined pill in the brand colour: the ticket's "tear here" action. */
export const ShopLink = styled(Link)`
  ${stretchedLink}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  ${Card}:hover & {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &::after {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const SkeletonBody = styled(Body)`
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xl};
`;

/** Keeps the space between the text lines and the button of the skeleton like the real card. */
export const SkeletonButton = styled.div`
  width: 55%;
  margin-top: ${({ theme }) => theme.space.md};
`;
