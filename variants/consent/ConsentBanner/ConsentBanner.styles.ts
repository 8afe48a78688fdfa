import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { theme } from '../../../ui/theme';

/*
 * The theme's values written in as constants, not read from props on every render: the banner
 * loads on a first visit, where each interpolation function is code the home page downloads.
 */
const { color, space, font, z, layout, media } = theme;

/** The most of a phone's screen the banner may cover: a third of a 375 × 667 screen, or 200 px
 * on a phone held sideways, where a third would leave no room for the words. */
const PHONE_MAX_HEIGHT = 'max(33.3vh, 200px)';

/** The global focus ring's reach: 3 px wide, 2 px out (ui/theme/base.css :focus-visible). */
const RING_ROOM = '5px';

/**
 * Fixed to the bottom edge, non-modal: the page above stays usable. It stacks over the sticky
 * mobile footer (theme z.sticky) and under drawers, modals and toasts, which the shopper opens
 * on purpose and must see whole.
 */
export const Bar = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${z.prompt};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.ink};
  /* theme.shadow.md turned upwards: the banner lies over the page from below. */
  box-shadow: 0 -6px 16px rgba(16, 24, 40, 0.12);
`;

/** Phones: the words over the two answers. From 768 px: one row, words left, answers right. */
export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  max-width: ${layout.maxWidth};
  max-height: ${PHONE_MAX_HEIGHT};
  margin: 0 auto;
  padding: ${space.md} ${layout.gutter};

  ${media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${space.xl};
    max-height: none;
    padding-block: ${space.lg};
  }
`;

/** Long CMS texts scroll here, so the answers always stay in view. */
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

  ${media.tablet} {
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
  font-size: ${font.size.md};
  font-weight: ${font.weight.semibold};
  line-height: 1.3;
`;

export const Message = styled.p`
  margin: ${space.xs} 0 0;
  color: ${color.inkMuted};
  font-size: ${font.size.sm};
  line-height: 1.45;
`;

/** Two columns of one width: neither answer is bigger, bolder or easier to reach. */
export const Actions = styled.div`
  flex: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};

  ${media.tablet} {
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
    padding-block: ${space.xs};
    text-align: center;
  }
`;
