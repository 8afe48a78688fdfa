import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { cssVars } from '../../../ui/cssVars';
import type { HeaderTicker } from '../types';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/* CMS colours arrive as custom properties; defaults are the spec's black on white text. */
const Bar = styled.div`
  overflow: hidden;
  background: var(--ticker-bg, black);
  color: var(--ticker-fg, white);
  font-size: ${({ theme }) => theme.font.size.sm};
  &:hover ul,
  &:focus-within ul {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

const Track = styled.ul`
  display: flex;
  width: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  animation: ${scroll} 30s linear infinite;
  /* Without motion the copy is pointless and the row simply scrolls by hand. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    & > li[data-copy='true'] {
      display: none;
    }
  }
`;

const Item = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Ticker bar of spec 2.5: CMS ticker items as links, scrolling; the list is rendered twice so
 * the loop is seamless, the copy hidden from assistive technology and the tab order.
 */
export function Ticker({ ticker }: { ticker: HeaderTicker }) {
  if (ticker.items.length === 0) return null;
  const style = cssVars({ '--ticker-bg': ticker.backgroundColor, '--ticker-fg': ticker.color });
  return (
    <Bar style={style} role="region" aria-label="Announcements">
      <Track>
        {[false, true].flatMap((copy) =>
          ticker.items.map((item, index) => (
            <li key={`${copy}-${index}`} data-copy={copy} aria-hidden={copy || undefined}>
              <Item to={item.href} tabIndex={copy ? -1 : undefined}>
                {item.title}
              </Item>
            </li>
          )),
        )}
      </Track>
    </Bar>
  );
}
