import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDisclosureMenu, type DisclosureTriggerProps } from './useDisclosureMenu';

export type DropdownPlacement = 'start' | 'end' | 'full';

export type DropdownProps = {
  /** Render the trigger and spread `props` on it: a `<button>`, or a `<Link>` that also navigates. */
  renderTrigger(props: DisclosureTriggerProps, open: boolean): ReactNode;
  children: ReactNode;
  /** 'full' spans the nearest positioned ancestor (a navigation bar) for mega menus. */
  placement?: DropdownPlacement;
  /** Accessible name of the panel region, e.g. "Account". */
  panelLabel?: string;
  className?: string;
  /**
   * The panel's code, fetched on first use (a lazyPart's load): the panel opens once it is
   * there. Render `children` from that part once loaded; until then the panel stays empty and
   * closed. See useDisclosureMenu.
   */
  prepare?: () => Promise<unknown>;
};

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  &[data-placement='full'] {
    position: static;
  }
`;

/* The panel hangs from the trigger's bottom edge with padding instead of a gap, so the pointer
   crosses no dead zone between trigger and panel (no close-delay timer is needed). */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.z.dropdown};
  padding-top: ${({ theme }) => theme.space.xs};
  &[data-placement='start'] {
    left: 0;
  }
  &[data-placement='end'] {
    right: 0;
  }
  &[data-placement='full'] {
    left: 0;
    right: 0;
  }
  &[hidden] {
    display: none;
  }
`;

const Surface = styled.div`
  min-width: 220px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** A hover + keyboard dropdown panel (see useDisclosureMenu for the interaction rules). */
export function Dropdown({
  renderTrigger,
  children,
  placement = 'start',
  panelLabel,
  className,
  prepare,
}: DropdownProps) {
  const { open, triggerProps, rootProps, panelProps } = useDisclosureMenu({ prepare });
  return (
    <Root {...rootProps} className={className} data-placement={placement} data-open={open}>
      {renderTrigger(triggerProps, open)}
      <Panel
        {...panelProps}
        data-placement={placement}
        role={panelLabel ? 'region' : undefined}
        aria-label={panelLabel}
      >
        <Surface>{children}</Surface>
      </Panel>
    </Root>
  );
}
