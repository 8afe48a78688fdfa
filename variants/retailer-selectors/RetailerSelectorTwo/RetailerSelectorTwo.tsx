/**
 * Retailer Selector Two — a centred popup over the page: optional banner image, state dropdown,
 * Pickup / Curbside / Delivery tabs, name search and a scrolling list of store cards. The default
 * presentation; pick it when choosing a store should feel like one focused decision rather than a
 * side panel the shopper browses beside the menu.
 */
import { useId } from 'react';
import { Modal } from '../../../ui/Modal';
import { OrderTypeTabs, StateSelect, StoreSearch, selectorLayout, tabLabelId } from '../parts';
import type { RetailerSelectorProps } from '../types';
import { Banner, Controls, Panel, ScrollingContent } from './RetailerSelectorTwo.styles';

export function RetailerSelectorTwo({
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
    <Modal open={open} onClose={onClose} title={title} description={subtitle} size="md">
      <Controls data-banner={image !== null} data-states={states !== null}>
        {image !== null && <Banner src={image} alt="" width={320} height={200} />}
        {states !== null && <StateSelect states={states} onChange={onStateChange} />}
        {hasTabs && (
          <OrderTypeTabs
            types={orderTypes}
            selected={orderType}
            onChange={onOrderTypeChange}
            idPrefix={idPrefix}
            panelId={panelId}
          />
        )}
        <Panel
          id={panelId}
          role={isTabPanel ? 'tabpanel' : undefined}
          aria-labelledby={isTabPanel ? tabLabelId(idPrefix, orderType) : undefined}
        >
          {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
          <ScrollingContent
            content={content}
            onChooseStore={onChooseStore}
            onDeliveryAddressSubmit={onDeliveryAddressSubmit}
          />
        </Panel>
      </Controls>
    </Modal>
  );
}
