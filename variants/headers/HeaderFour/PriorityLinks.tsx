import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { cssVars } from '../../../ui/cssVars';
import { Dropdown } from '../../../ui/Dropdown';
import { ChevronDownIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { NavLinkItem } from '../parts/NavDropdowns';
import { NavItemButton } from '../parts/navStyles';
import { PanelLink, PanelList, PanelSection } from '../parts/panelStyles';
import type { HeaderNavLink } from '../types';
import { fitCount } from './fitCount';
import { itemRow } from './HeaderFour.styles';

export type PriorityLinksProps = { links: HeaderNavLink[]; loading: boolean };

/** Spec §9: 9 navigation skeleton items. */
const SKELETON_COUNT = 9;

/* Takes whatever width the row leaves; its own content never widens it (zero width and basis),
   so the nav's minimum is just the fixed triggers before it. */
const Slot = styled.li`
  position: relative;
  align-items: center;
  width: 0;
  /* Never narrower than "More" (measured), so "More" cannot spill over the next control. */
  min-width: var(--more-width, 0);
  && {
    display: flex;
    flex: 1 1 0;
  }
`;

const Inline = styled.ul`
  ${itemRow}
  /* Nine skeletons rarely fit a single row: clip them and fade the cut edge. */
  &[aria-hidden='true'] {
    overflow: hidden;
    mask-image: linear-gradient(90deg, #000 75%, transparent);
  }
`;

/* An invisible copy of every label in the live item style: measured to decide what fits. */
const Measure = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  width: max-content;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
  & > * {
    flex: none;
  }
`;

const SkeletonItem = styled.li`
  align-items: center;
  height: 40px;
  padding: 0 10px;
`;

const MoreList = styled(PanelSection)`
  min-width: 240px;
  max-width: 320px;
`;

const Parent = styled(PanelLink)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const SubList = styled(PanelList)`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 2px solid ${({ theme }) => theme.color.brandSoft};
`;

/**
 * Priority-plus navigation: CMS links sit inline while they fit and the rest move, in order,
 * into a "More" dropdown. Widths are measured (labels and viewports vary per retailer), with no
 * timers: a ResizeObserver re-fits before paint when the row or the font changes.
 */
export function PriorityLinks({ links, loading }: PriorityLinksProps) {
  const slotRef = useRef<HTMLLIElement | null>(null);
  const measureRef = useRef<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState(links.length);
  const [moreWidth, setMoreWidth] = useState(0);

  useLayoutEffect(() => {
    const slot = slotRef.current;
    const measure = measureRef.current;
    if (!slot || !measure) return;
    const fit = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setMoreWidth(Math.ceil(more));
      setVisible(fitCount(widths, more, slot.clientWidth));
    };
    // Fitted in this commit (a layout effect's update renders before the task ends): with every
    // link inline until the observer's first report, a script reading the page in between (axe
    // in the story tests, on a busy machine) found links overflowing onto the store pill.
    fit();
    // Committed before this frame paints: an update left to React's default priority came a
    // frame or more later, and meanwhile the links overflowed the row and overlapped.
    const observer = new ResizeObserver(() => flushSync(fit));
    observer.observe(slot);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [links, loading]);

  if (loading) {
    return (
      <Slot>
        <Inline aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <SkeletonItem key={index} data-testid="nav-skeleton">
              <Skeleton width={64} height={12} shape="pill" />
            </SkeletonItem>
          ))}
        </Inline>
      </Slot>
    );
  }
  if (links.length === 0) return null;

  const overflow = links.slice(visible);
  return (
    <Slot
      ref={slotRef}
      style={overflow.length > 0 ? cssVars({ '--more-width': `${moreWidth}px` }) : undefined}
    >
      <Measure ref={measureRef} aria-hidden="true">
        {links.map((link) => (
          <NavItemButton as="span" key={`${link.href}|${link.label}`}>
            {link.label}
            {link.subLinks.length > 0 && <ChevronDownIcon size={16} />}
          </NavItemButton>
        ))}
        <NavItemButton as="span">
          More
          <ChevronDownIcon size={16} />
        </NavItemButton>
      </Measure>
      <Inline>
        {links.slice(0, visible).map((link) => (
          <li key={`${link.href}|${link.label}`}>
            <NavLinkItem link={link} />
          </li>
        ))}
        {overflow.length > 0 && (
          <li>
            <Dropdown
              panelLabel="More"
              renderTrigger={(props) => (
                <NavItemButton type="button" {...props}>
                  More
                  <ChevronDownIcon size={16} />
                </NavItemButton>
              )}
            >
              <MoreList as="div">
                <PanelList>
                  {overflow.map((link) => (
                    <li key={`${link.href}|${link.label}`}>
                      {link.subLinks.length > 0 ? (
                        <>
                          <Parent to={link.href}>{link.label}</Parent>
                          <SubList>
                            {link.subLinks.map((sub) => (
                              <li key={`${sub.href}|${sub.label}`}>
                                <PanelLink to={sub.href}>{sub.label}</PanelLink>
                              </li>
                            ))}
                          </SubList>
                        </>
                      ) : (
                        <PanelLink to={link.href}>{link.label}</PanelLink>
                      )}
                    </li>
                  ))}
                </PanelList>
              </MoreList>
            </Dropdown>
          </li>
        )}
      </Inline>
    </Slot>
  );
}
