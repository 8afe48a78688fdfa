/**
 * Retailer Selector Three — a side drawer from the right: the prompt beside a small store
 * illustration, the state dropdown, then tabs and search that stay pinned while the store list
 * scrolls under them. Pick it when shoppers compare stores while the menu stays in view behind,
 * as in a browse-first storefront.
 */
import { useId } from 'react';
import { Drawer } from '../../../ui/Drawer';
import {
  OrderTypeTabs,
  SelectorContent,
  StateSelect,
  StoreSearch,
  selectorLayout,
  tabLabelId,
} from '../parts';
import type { RetailerSelectorProps } from '../types';
import { Body, Intro, Panel, PinnedControls, Prompt, Thumb } from './RetailerSelectorThree.styles';

export function RetailerSelectorThree({
  open,
  onClose,
  title,
  subtitle,
  image,
  states,
  orderTypes,
  orderType,
  content,
  search,
  onSearch,
  onStateChange,
  onOrderTypeChange,
  onDeliveryAddressSubmit,
  onChooseStore,
}: RetailerSelectorProps) {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const { showSearch, hasTabs, isTabPanel } = selectorLayout({ content, orderTypes, orderType });

  return (
    <Drawer open={open} onClose={onClose} title={title} side="right">
      <Body>
        <Intro>
          {image !== null && <Thumb src={image} alt="" width={64} height={64} />}
          <Prompt>{subtitle}</Prompt>
        </Intro>
        {states !== null && <StateSelect states={states} onChange={onStateChange} />}
        {(hasTabs || showSearch) && (
          <PinnedControls>
            {hasTabs && (
              <OrderTypeTabs
                types={orderTypes}
                selected={orderType}
                onChange={onOrderTypeChange}
                idPrefix={idPrefix}
                panelId={panelId}
              />
            )}
            {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
          </PinnedControls>
        )}
        <Panel
          id={panelId}
          role={isTabPanel ? 'tabpanel' : undefined}
          aria-labelledby={isTabPanel ? tabLabelId(idPrefix, orderType) : undefined}
        >
          <SelectorContent
            content={content}
            onChooseStore={onChooseStore}
            onDeliveryAddressSubmit={onDeliveryAddressSubmit}
          />
        </Panel>
      </Body>
    </Drawer>
  );
}
