import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { StoreIcon } from '../../../ui/Icon';
import type { StoreOrderTab } from '../types';
import { Hint, Label, List, Tab, TabIcon, TabText } from './OrderTypeTabs.styles';
import { CarIcon, TruckIcon } from './icons';
import { SELECTOR_TEXT } from './texts';

export type OrderTypeTabsProps = {
  types: StoreOrderTab[];
  selected: StoreOrderTab;
  onChange(type: StoreOrderTab): void;
  /** Prefix for the tab ids; the panel names itself with tabId(prefix, selected). */
  idPrefix: string;
  /** Id of the one panel the selected tab controls. */
  panelId: string;
  /**
   * 'segmented' (default): a compact pill switch. 'tiles': three large choices with an icon and a
   * hint, for a guided first step. 'rail': a vertical list with icons, for a side column.
   */
  appearance?: 'segmented' | 'tiles' | 'rail';
};

export const tabId = (prefix: string, type: StoreOrderTab) => `${prefix}-tab-${type.toLowerCase()}`;

/**
 * The id of a tab's own label. A tab's name is all its visible text (label and hint, so voice
 * control matches what is seen); its panel is named by the label alone.
 */
export const tabLabelId = (prefix: string, type: StoreOrderTab) => `${tabId(prefix, type)}-label`;

const ICONS: Record<StoreOrderTab, ReactNode> = {
  PICKUP: <StoreIcon size={22} />,
  CURBSIDE: <CarIcon width={22} height={22} />,
  DELIVERY: <TruckIcon width={22} height={22} />,
};

type Step = (index: number, count: number) => number;
const next: Step = (index, count) => (index + 1) % count;
const previous: Step = (index, count) => (index - 1 + count) % count;
const COMMON_KEYS: Record<string, Step> = { Home: () => 0, End: (_index, count) => count - 1 };
const HORIZONTAL_KEYS: Record<string, Step> = { ArrowRight: next, ArrowLeft: previous };
const VERTICAL_KEYS: Record<string, Step> = { ArrowDown: next, ArrowUp: previous };

/**
 * Pickup / Curbside / Delivery as an ARIA tablist (spec 2.11, 4.1): one Tab stop; arrow keys
 * (left/right, or up/down in the vertical rail), Home and End move and select at once, because
 * every tab shows the same kind of content.
 */
export function OrderTypeTabs({
  types,
  selected,
  onChange,
  idPrefix,
  panelId,
  appearance = 'segmented',
}: OrderTypeTabsProps) {
  const refs = useRef(new Map<StoreOrderTab, HTMLButtonElement>());
  // When the context's order type has no tab (e.g. curbside turned off), the first tab takes the Tab stop.
  const focusable = types.includes(selected) ? selected : types[0];
  const vertical = appearance === 'rail';
  const keys = { ...COMMON_KEYS, ...(vertical ? VERTICAL_KEYS : HORIZONTAL_KEYS) };
  const detailed = appearance !== 'segmented';

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = keys[event.key];
    if (!step) return;
    event.preventDefault();
    const target = types[step(index, types.length)];
    if (target === undefined) return;
    refs.current.get(target)?.focus();
    if (target !== selected) onChange(target);
  };

  // A dialog's initial focus (or a script) may land on any tab; the tablist is entered at its
  // selected tab, as a Tab press would, so arrows start from where the user is.
  const handleFocus = (event: FocusEvent<HTMLButtonElement>, type: StoreOrderTab) => {
    if (type === focusable || focusable === undefined) return;
    const from = event.relatedTarget;
    if (from instanceof Node && event.currentTarget.parentElement?.contains(from)) return;
    refs.current.get(focusable)?.focus();
  };

  return (
    <List
      role="tablist"
      aria-label={SELECTOR_TEXT.orderTypeGroup}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      data-appearance={appearance}
    >
      {types.map((type, index) => {
        const id = tabId(idPrefix, type);
        return (
          <Tab
            key={type}
            ref={(node) => {
              if (node) refs.current.set(type, node);
              else refs.current.delete(type);
            }}
            type="button"
            role="tab"
            id={id}
            aria-selected={type === selected}
            aria-controls={type === selected ? panelId : undefined}
            tabIndex={type === focusable ? 0 : -1}
            data-appearance={appearance}
            onFocus={(event) => handleFocus(event, type)}
            onClick={(event) => {
              // A pointer entering the list was sent to the selected tab; keep focus on the pressed one.
              event.currentTarget.focus();
              if (type !== selected) onChange(type);
            }}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {detailed ? (
              <>
                <TabIcon>{ICONS[type]}</TabIcon>
                <TabText>
                  <Label id={tabLabelId(idPrefix, type)}>{SELECTOR_TEXT.tabs[type]}</Label>
                  <Hint>{SELECTOR_TEXT.tabHints[type]}</Hint>
                </TabText>
              </>
            ) : (
              <Label id={tabLabelId(idPrefix, type)}>{SELECTOR_TEXT.tabs[type]}</Label>
            )}
          </Tab>
        );
      })}
    </List>
  );
}
