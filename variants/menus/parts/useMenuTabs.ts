import { useId } from 'react';
import type { MenuTab } from './MenuTabs';
import { useResetOnClose } from './useResetOnClose';

/**
 * A tabbed menu's state: the open tab, back to `first` with every opening of the drawer, and the
 * ids that tie each tab to its panel. Spread `list` on MenuTabs and `panel(id)` on MenuTabPanel.
 */
export function useMenuTabs<K extends string>(
  open: boolean,
  tabs: readonly MenuTab<K>[],
  first: K,
) {
  const idBase = useId();
  const [active, setActive] = useResetOnClose<K>(open, first);
  return {
    list: { tabs, active, onChange: setActive, idBase },
    panel: (id: K) => ({ idBase, id, active: active === id }),
  };
}
