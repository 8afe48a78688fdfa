/**
 * Retailer Selector Two — a centred popup over the page: optional banner image, state dropdown,
 * Pickup / Curbside / Delivery tabs, name search and a scrolling list of store cards. The default
 * presentation; pick it when choosing a store should feel like one focused decision rather than a
 * side panel the shopper browses beside the menu.
 */
import { Modal } from '../../../ui/Modal';
import { OrderTypeTabs, StateSelect, StoreSearch, useOrderTypePanel } from '../parts';
import type { RetailerSelectorProps } from '../types';
import { Banner, Controls, Panel, ScrollingContent } from './RetailerSelectorTwo.styles';

export function RetailerSelectorTwo(props: RetailerSelectorProps) {
  const { open, onClose, title, subtitle, image, states, search, onSearch, onStateChange } = props;
  const { showSearch, hasTabs, tabs, panel } = useOrderTypePanel(props);

  return (
    <Modal open={open} onClose={onClose} title={title} description={subtitle} size="md">
      <Controls data-banner={image !== null} data-states={states !== null}>
        {image !== null && <Banner src={image} alt="" width={320} height={200} />}
        {states !== null && <StateSelect states={states} onChange={onStateChange} />}
        {hasTabs && <OrderTypeTabs {...tabs} />}
        <Panel {...panel}>
          {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
          <ScrollingContent
            content={props.content}
            onChooseStore={props.onChooseStore}
            onDeliveryAddressSubmit={props.onDeliveryAddressSubmit}
          />
        </Panel>
      </Controls>
    </Modal>
  );
}
