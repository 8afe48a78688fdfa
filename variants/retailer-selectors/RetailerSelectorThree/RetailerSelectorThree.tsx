/**
 * Retailer Selector Three — a side drawer from the right: the prompt beside a small store
 * illustration, the state dropdown, then tabs and search that stay pinned while the store list
 * scrolls under them. Pick it when shoppers compare stores while the menu stays in view behind,
 * as in a browse-first storefront.
 */
import { Drawer } from '../../../ui/Drawer';
import {
  OrderTypeTabs,
  SelectorContent,
  StateSelect,
  StoreSearch,
  useOrderTypePanel,
} from '../parts';
import type { RetailerSelectorProps } from '../types';
import { Body, Intro, Panel, PinnedControls, Prompt, Thumb } from './RetailerSelectorThree.styles';

export function RetailerSelectorThree(props: RetailerSelectorProps) {
  const { open, onClose, title, subtitle, image, states, search, onSearch, onStateChange } = props;
  const { showSearch, hasTabs, tabs, panel } = useOrderTypePanel(props);

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
            {hasTabs && <OrderTypeTabs {...tabs} />}
            {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
          </PinnedControls>
        )}
        <Panel {...panel}>
          <SelectorContent
            content={props.content}
            onChooseStore={props.onChooseStore}
            onDeliveryAddressSubmit={props.onDeliveryAddressSubmit}
          />
        </Panel>
      </Body>
    </Drawer>
  );
}
