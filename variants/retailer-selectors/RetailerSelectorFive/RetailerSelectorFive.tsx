/**
 * Retailer Selector Five — a wide split popup: a tinted side column with the illustration, the
 * state dropdown and the order types as a vertical list, beside a tall searchable store list.
 * Pick it for chains with many stores on desktop-heavy audiences, where the list deserves the
 * room and the choices stay visible beside it.
 */
import { useId } from 'react';
import { Modal } from '../../../ui/Modal';
import { OrderTypeTabs, StateSelect, StoreSearch, selectorLayout, tabLabelId } from '../parts';
import type { RetailerSelectorProps } from '../types';
import { Illustration, ListColumn, Rail, Split, StoreScroll } from './RetailerSelectorFive.styles';

export function RetailerSelectorFive({
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
  const hasRail = image !== null || states !== null || hasTabs;

  return (
    <Modal open={open} onClose={onClose} title={title} description={subtitle} size="lg">
      <Split data-rail={hasRail}>
        {hasRail && (
          <Rail>
            {image !== null && <Illustration src={image} alt="" width={320} height={200} />}
            {states !== null && <StateSelect states={states} onChange={onStateChange} />}
            {hasTabs && (
              <OrderTypeTabs
                types={orderTypes}
                selected={orderType}
                onChange={onOrderTypeChange}
                idPrefix={idPrefix}
                panelId={panelId}
                appearance="rail"
              />
            )}
          </Rail>
        )}
        <ListColumn
          id={panelId}
          role={isTabPanel ? 'tabpanel' : undefined}
          aria-labelledby={isTabPanel ? tabLabelId(idPrefix, orderType) : undefined}
        >
          {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
          <StoreScroll
            content={content}
            onChooseStore={onChooseStore}
            onDeliveryAddressSubmit={onDeliveryAddressSubmit}
          />
        </ListColumn>
      </Split>
    </Modal>
  );
}
