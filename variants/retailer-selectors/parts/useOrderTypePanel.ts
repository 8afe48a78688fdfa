import { useId } from 'react';
import type { RetailerSelectorProps } from '../types';
import { tabLabelId, type OrderTypeTabsProps } from './OrderTypeTabs';
import { selectorLayout } from './selectorLayout';

type OrderTypePanelInput = Pick<
  RetailerSelectorProps,
  'content' | 'orderTypes' | 'orderType' | 'onOrderTypeChange'
>;

/**
 * The order-type tabs and the one panel they control, tied together by ids. The panel is a
 * tabpanel named by the selected tab's label only while that tab is shown. A layout spreads
 * `tabs` on OrderTypeTabs and `panel` on the element that holds the search and the stores.
 */
export function useOrderTypePanel({
  content,
  orderTypes,
  orderType,
  onOrderTypeChange,
}: OrderTypePanelInput) {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const layout = selectorLayout({ content, orderTypes, orderType });
  const tabs: OrderTypeTabsProps = {
    types: orderTypes,
    selected: orderType,
    onChange: onOrderTypeChange,
    idPrefix,
    panelId,
  };
  const panel = {
    id: panelId,
    role: layout.isTabPanel ? 'tabpanel' : undefined,
    'aria-labelledby': layout.isTabPanel ? tabLabelId(idPrefix, orderType) : undefined,
  };
  return { ...layout, tabs, panel };
}
