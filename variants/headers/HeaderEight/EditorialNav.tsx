import styled from 'styled-components';
import { NavItems, type NavContent } from '../parts/NavItems';

export type EditorialNavProps = NavContent;

/* position: relative anchors the full-width mega-menu panels to this row. */
const Bar = styled.nav`
  position: relative;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
`;

/* The shared nav parts are drawn for a dark bar; here their triggers (direct children of an item
   or of a dropdown root, never the links inside a panel) get the spaced uppercase letterforms and
   a hairline underline instead of the light hover wash. Wrapping, not scrolling, keeps panels
   unclipped. */
const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  /* Tighter between 1024 and 1280 px so the default links still fit one line. */
  --nav-pad: 10px;
  --nav-tracking: 0.12em;
  ${({ theme }) => theme.media.wide} {
    --nav-pad: 14px;
    --nav-tracking: 0.16em;
  }
  & > li {
    display: flex;
  }
  & > li > a,
  & > li > div > a,
  & > li > div > button {
    height: 48px;
    padding: 0 var(--nav-pad);
    background: transparent;
    font-size: 0.75rem;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: var(--nav-tracking);
    text-transform: uppercase;
  }
  & > li > a:hover,
  & > li > div > a:hover,
  & > li > div > button:hover,
  & > li > div > a[aria-expanded='true'],
  & > li > div > button[aria-expanded='true'] {
    background: linear-gradient(currentColor, currentColor) no-repeat center bottom 12px /
      calc(100% - 2 * var(--nav-pad)) 1px;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  /* Mega-menu columns centre under the centred row instead of hugging the left edge. */
  & > li > div > [data-placement='full'] > div > div {
    justify-content: center;
  }
  & > li > a:focus-visible,
  & > li > div > a:focus-visible,
  & > li > div > button:focus-visible {
    outline-offset: -3px;
  }
`;

/* A small diamond between the sample mega-menus and the CMS links: an editorial section mark. */
const Mark = styled.li`
  align-self: center;
  width: 5px;
  height: 5px;
  margin: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.inkSubtle};
  transform: rotate(45deg);
`;

const SkeletonItem = styled.li`
  align-items: center;
  height: 48px;
  padding: 0 var(--nav-pad);
`;

/**
 * The desktop navigation of 2.3 as a centred row under the logo: brand dropdown, the sample
 * mega-menu, CMS links with hover dropdowns, or 9 skeletons while loading (4.4). The hamburger
 * lives in the logo row (see HeaderEight).
 */
export function EditorialNav(content: EditorialNavProps) {
  return (
    <Bar aria-label="Main" aria-busy={content.loading}>
      <Row>
        <NavItems
          {...content}
          separator={<Mark aria-hidden="true" />}
          SkeletonItem={SkeletonItem}
          skeletonSize={{ width: 64, height: 10 }}
        />
      </Row>
    </Bar>
  );
}
