/**
 * Retailer Selector Four — a tall sheet rising from the bottom that walks the shopper through
 * numbered steps: how to shop (large order-type tiles), the state, then the store (cards in two
 * columns from tablet up). Pick it for first-time shoppers and mobile-heavy audiences who need
 * the choice explained rather than a compact form.
 */
import { Drawer } from '../../../ui/Drawer';
import {
  OrderTypeTabs,
  SELECTOR_TEXT,
  StateSelect,
  StoreSearch,
  useOrderTypePanel,
} from '../parts';
import type { RetailerSelectorProps } from '../types';
import {
  Banner,
  Cards,
  Intro,
  Sheet,
  Step,
  StepBody,
  StepHead,
  StepNumber,
  StepTitle,
  Steps,
} from './RetailerSelectorFour.styles';

export function RetailerSelectorFour(props: RetailerSelectorProps) {
  const { open, onClose, title, subtitle, image, states, search, onSearch, onStateChange } = props;
  const { showSearch, hasTabs, isDelivery, tabs, panel } = useOrderTypePanel(props);
  // Steps are numbered as shown: the tabs and the state selector may be absent.
  const stateStep = hasTabs ? 2 : 1;
  const storeStep = stateStep + (states !== null ? 1 : 0);

  return (
    <Drawer open={open} onClose={onClose} title={title} side="bottom">
      <Sheet>
        {image !== null && <Banner src={image} alt="" width={320} height={200} />}
        {!hasTabs && <Intro>{subtitle}</Intro>}
        <Steps>
          {hasTabs && (
            <Step>
              <StepHead>
                <StepNumber aria-hidden="true">1</StepNumber>
                <StepTitle>{subtitle}</StepTitle>
              </StepHead>
              <StepBody>
                <OrderTypeTabs {...tabs} appearance="tiles" />
              </StepBody>
            </Step>
          )}
          {states !== null && (
            <Step>
              <StepHead>
                <StepNumber aria-hidden="true">{stateStep}</StepNumber>
                <StepTitle>{SELECTOR_TEXT.selectState}</StepTitle>
              </StepHead>
              <StepBody>
                <StateSelect states={states} onChange={onStateChange} hideLabel />
              </StepBody>
            </Step>
          )}
          <Step>
            <StepHead>
              <StepNumber aria-hidden="true">{storeStep}</StepNumber>
              <StepTitle>
                {isDelivery ? SELECTOR_TEXT.deliveryStep : SELECTOR_TEXT.chooseStore}
              </StepTitle>
            </StepHead>
            <StepBody {...panel}>
              {showSearch && <StoreSearch value={search} onSearch={onSearch} />}
              <Cards
                content={props.content}
                headingLevel={4}
                onChooseStore={props.onChooseStore}
                onDeliveryAddressSubmit={props.onDeliveryAddressSubmit}
              />
            </StepBody>
          </Step>
        </Steps>
      </Sheet>
    </Drawer>
  );
}
