import styled, { keyframes } from 'styled-components';
import { Button } from '../../../ui/Button';

/** The most of a phone's screen the banner may cover: a third of a 375 × 667 screen, or 200 px
 * on a phone held sideways, where a third would leave no room for the words. */
const PHONE_MAX_HEIGHT = 'max(33.3vh, 200px)';

/** The global focus ring's reach: 3 px wide, 2 px out (ui/theme/base.css :focus-visible). */
const RING_ROOM = '5px';

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

/**
 * Fixed to the bottom edge, non-modal: the page above stays usable. It stacks over the sticky
 * mobile footer (theme z.sticky) and under drawers, modals and toasts, which the shopper opens
 * on purpose and must see whole.
 */
export const Bar = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.prompt};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  /* theme.shadow.md turned upwards: the banner lies over the page from below. */
  box-shadow: 0 -6px 16px rgba(16, 24, 40, 0.12);

  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} ${({ theme }) => theme.motion.base} ease-out;
  }
`;

/** Phones: the words over the two answers. From 768 px: one row, words left, answers right. */
export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  max-height: ${PHONE_MAX_HEIGHT};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.layout.gutter}`};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
    max-height: none;
    padding-block: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * Long CMS texts scroll here, so the answers always stay in view. A soft shadow shows at an edge
 * only while more text lies beyond it: the surface-coloured covers scroll with the text
 * (local) and hide the shadows (scroll) once an end is reached.
 */
export const Copy = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  min-height: 0;
  /* Room inside the scrolling box for the heading's focus ring, which it would clip. */
  margin: -${RING_ROOM};
  padding: ${RING_ROOM};
  overflow-y: auto;
  overscroll-behavior: contain;
  overflow-wrap: anywhere;
  /* The two last layers' shadows are exactly as tall as the covers' solid part, so a cover hides
     its shadow whole. */
  background:
    linear-gradient(${({ theme }) => theme.color.surface} 10px, transparent) top / 100% 24px
      no-repeat local,
    linear-gradient(to top, ${({ theme }) => theme.color.surface} 10px, transparent) bottom / 100%
      24px no-repeat local,
    radial-gradient(farthest-side at 50% 0, rgba(16, 24, 40, 0.22), transparent) top / 100% 10px
      no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, rgba(16, 24, 40, 0.22), transparent) bottom / 100%
      10px no-repeat scroll,
    ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.tablet} {
    /* Takes the room the answers leave, however long the message. */
    flex: 1 1 0;
    max-height: 40vh;
  }
`;

/** Focused when the banner is reopened; its ring then hugs the words, not the whole row. */
export const Title = styled.h2`
  width: fit-content;
  max-width: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

export const Message = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
`;

/** Two columns of one width: neither answer is bigger, bolder or easier to reach. */
export const Actions = styled.div`
  flex: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    /* Both as wide as the longer label; long labels wrap before they take half the row. */
    flex: 0 1 auto;
    grid-template-columns: repeat(2, minmax(7.5rem, 1fr));
    max-width: 50%;
  }
`;

/** A long CMS label wraps inside the button instead of touching its edges. */
export const Answer = styled(Button)`
  /* Tripled class: outweighs the Button's own size rule, whatever the order of the sheets. */
  &&& {
    padding-block: ${({ theme }) => theme.space.xs};
    text-align: center;
  }
`;
