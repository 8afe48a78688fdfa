/**
 * Retailer Selector Five — a wide split popup: a tinted side column with the illustration, the
 * state dropdown and the order types as a vertical list, beside a tall searchable store list.
 * Pick it for chains with many stores on desktop-heavy audiences, where the list deserves the
 * room and the choices stay visible beside it.
 */
import { Modal } from '../../../ui/Modal';
import { OrderTypeTabs, StateSelect, StoreSearch, useOrderTypePanel } from '../parts';
import type { RetailerSelectorProps } from '../types';
import { Illustration, ListColumn, Rail, Split, StoreScroll } from './RetailerSelectorFive.styles';

export function RetailerSelectorFive(props: RetailerSelectorProps) {
  const { open, onClose, title, subtitle, image, states, search, onSearch, onStateChange } = props;
  const { showSearch, hasTabs, tabs, panel } = useOrderTypePanel(props);
  const hasRail = image !== null || states !== null || hasTabs;

  return (
    <Modal open={open} onClose={onClose} title={title} description={subtitle} size="lg">
      <Split data-rail={hasRail}>
        {hasRail && (
          <Rail>
            {image !== null && <Illustration src={image} alt="" width={320} height={200} />}
            {states !== null && <StateSelect states={states} onChange={onStateChange} />}
            {hasTabs && <OrderTypeTabs {...tabs} appearance="rail" />}
          </Rail>
        )}
        <ListColumn {...panel}>
          {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
          <StoreScroll
            content={props.content}
            onChooseStore={props.onChooseStore}
            onDeliveryAddressSubmit={props.onDeliveryAddressSubmit}
          />
        </ListColumn>
      </Split>
    </Modal>
  );
}
