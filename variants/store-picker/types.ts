/**
 * The store picker's props (spec 2.11 "Store picker"): the Location tab of menu drawer Four and
 * the /find-a-dispensary page render it. The engine filters and sorts (engine/rules/storeSearch)
 * and debounces the search (600 ms); the picker lays the result out.
 */
import type {
  RetailerSelectorStates,
  StoreCardData,
  StoreListContent,
  StoreMenuType,
} from '../retailer-selectors/types';

export type { StoreCardData };

/** Store cards, their skeletons, or the two §8 empty messages; the picker has no delivery screens. */
export type StorePickerContent = Exclude<StoreListContent, { kind: 'deliveryUnavailable' }>;

export type StorePickerProps = {
  /** "Select a State": the states that have stores, sorted by name, and the chosen one. */
  states: RetailerSelectorStates;
  /** A state was chosen; the engine filters the stores to it (spec 4.2). */
  onStateChange(code: string): void;
  /** The "Search by Store Name" text as typed. */
  search: string;
  /** Every keystroke; the engine debounces it (600 ms, §9) before filtering. */
  onSearch(term: string): void;
  /** The filtered list, or why there is none. */
  content: StorePickerContent;
  /** A menu-type button of a card was pressed (spec 4.3, order type PICKUP). */
  onChooseStore(storeId: string, menuType: StoreMenuType): void;
  /**
   * How cards name their store (spec 2.11): headings where the host's outline wants them (a
   * page, level 3 under its h2 by default), paragraphs inside a drawer tab.
   */
  nameAs?: 'heading' | 'paragraph';
  headingLevel?: 3 | 4;
};
