import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export type MenuTab<K extends string> = { id: K; label: string };

type MenuTabsProps<K extends string> = {
  tabs: readonly MenuTab<K>[];
  active: K;
  onChange(id: K): void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids (a useId value). */
  idBase: string;
  /** 'underline': a full-width bar under the drawer header (Two); 'segmented': pill switch (Four). */
  look: 'underline' | 'segmented';
};

const List = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  &[data-look='underline'] {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  &[data-look='segmented'] {
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Tab = styled.button`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  /* Inset, so the ring is not clipped by the drawer's edge. */
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  [data-look='underline'] > & {
    box-shadow: inset 0 -3px 0 transparent;
  }
  [data-look='underline'] > &[aria-selected='true'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.brand};
  }
  [data-look='underline'] > &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  [data-look='segmented'] > & {
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  [data-look='segmented'] > &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrows/Home/End move between tabs and
 * select them, so keyboard users are never more than one Tab away from the panel content.
 */
export function MenuTabs<K extends string>(props: MenuTabsProps<K>) {
  const { tabs, active, onChange, label, idBase, look } = props;
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, tab.id))}`)?.focus();
  };

  return (
    <List ref={listRef} role="tablist" aria-label={label} data-look={look} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

type MenuTabPanelProps = {
  idBase: string;
  id: string;
  active: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A tab's panel. Every panel exists so each tab's aria-controls resolves, but only the active one
 * has content: hidden links would otherwise count in the drawer's Tab cycle.
 */
export function MenuTabPanel({ idBase, id, active, className, children }: MenuTabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, id)}
      aria-labelledby={tabId(idBase, id)}
      hidden={!active}
      className={className}
    >
      {active ? children : null}
    </div>
  );
}
