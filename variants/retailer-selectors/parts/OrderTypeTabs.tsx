import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { StoreOrderTab } from '../types';
import { SELECTOR_TEXT } from './texts';

export type OrderTypeTabsProps = {
  types: StoreOrderTab[];
  selected: StoreOrderTab;
  onChange(type: StoreOrderTab): void;
  /** Prefix for the tab ids; the panel names itself with tabId(prefix, selected). */
  idPrefix: string;
  /** Id of the one panel the selected tab controls. */
  panelId: string;
};

export const tabId = (prefix: string, type: StoreOrderTab) => `${prefix}-tab-${type.toLowerCase()}`;

const List = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const Tab = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brandStrong};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Pickup / Curbside / Delivery as an ARIA tablist (spec 2.11, 4.1): one Tab stop, arrow keys,
 * Home and End move and select at once, because every tab shows the same kind of content.
 */
export function OrderTypeTabs({
  types,
  selected,
  onChange,
  idPrefix,
  panelId,
}: OrderTypeTabsProps) {
  const refs = useRef(new Map<StoreOrderTab, HTMLButtonElement>());
  // When the context's order type has no tab (e.g. curbside turned off), the first tab takes the Tab stop.
  const focusable = types.includes(selected) ? selected : types[0];

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = NEXT_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = types[step(index, types.length)];
    if (next === undefined) return;
    refs.current.get(next)?.focus();
    if (next !== selected) onChange(next);
  };

  // A dialog's initial focus (or a script) may land on any tab; the tablist is entered at its
  // selected tab, as a Tab press would, so arrows start from where the user is.
  const handleFocus = (event: FocusEvent<HTMLButtonElement>, type: StoreOrderTab) => {
    if (type === focusable || focusable === undefined) return;
    const from = event.relatedTarget;
    if (from instanceof Node && event.currentTarget.parentElement?.contains(from)) return;
    refs.current.get(focusable)?.focus();
  };

  return (
    <List role="tablist" aria-label={SELECTOR_TEXT.orderTypeGroup}>
      {types.map((type, index) => (
        <Tab
          key={type}
          ref={(node) => {
            if (node) refs.current.set(type, node);
            else refs.current.delete(type);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, type)}
          aria-selected={type === selected}
          aria-controls={type === selected ? panelId : undefined}
          tabIndex={type === focusable ? 0 : -1}
          onFocus={(event) => handleFocus(event, type)}
          onClick={(event) => {
            // A pointer entering the list was sent to the selected tab; keep focus on the pressed one.
            event.currentTarget.focus();
            if (type !== selected) onChange(type);
          }}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {SELECTOR_TEXT.tabs[type]}
        </Tab>
      ))}
    </List>
  );
}
