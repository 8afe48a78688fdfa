/**
 * Props of a listing's facets (strain type, THC and CBD ranges, effects, terpenes): the engine's
 * listing view-model computes every label, count, range and link; these components lay them out
 * and report the shopper's choices.
 */
import type { ReactNode } from 'react';

/** The facets chosen by ticking, as the product filter names them. */
export type FacetListKey = 'strainTypes' | 'effects' | 'terpenes';
/** The facets chosen as a range. */
export type FacetRangeKey = 'thc' | 'cbd';

export type RangeValue = { min: number; max: number };

export type FacetOption = {
  /** What the filter sends, e.g. "HIGH_CBD" or "Relaxed". */
  value: string;
  /** What the shopper reads, e.g. "CBD". */
  label: string;
  /** Products the listing shows once this is ticked too (the API's disjunctive count). */
  count: number;
  checked: boolean;
  /** No product left with it: shown, but cannot be ticked (never when ticked). */
  disabled: boolean;
};

export type FacetOptionsGroup = {
  kind: 'options';
  key: FacetListKey;
  /** "Strain Type", "Effects", "Terpenes". */
  title: string;
  options: readonly FacetOption[];
};

export type FacetRangeGroup = {
  kind: 'range';
  key: FacetRangeKey;
  /** "THC" or "CBD". */
  title: string;
  /** The span's unit as shown: "%" or "mg". */
  unit: string;
  /** The slider's ends: the listing's span (API `menu.facets`), widened to whole steps. */
  bounds: RangeValue;
  /** One arrow key's move. */
  step: number;
  /** The chosen range; the ends when none is chosen. */
  value: RangeValue;
};

export type FacetGroup = FacetOptionsGroup | FacetRangeGroup;

export type FacetChip = {
  /** "Indica", "THC 18–30%". */
  label: string;
  /** The listing without this choice (page 1). */
  href: string;
};

export type FacetsPanelProps = {
  groups: readonly FacetGroup[];
  onToggle(key: FacetListKey, value: string): void;
  /** A range committed: a thumb released, an arrow key let go, a typed bound confirmed. */
  onRangeChange(key: FacetRangeKey, value: RangeValue): void;
};

export type FacetChipsProps = {
  /** The choices in force, each removable; empty renders nothing. */
  chips: readonly FacetChip[];
  /** The listing with no filter at all. */
  clearAllHref: string;
};

export type FacetsSheetProps = FacetsPanelProps & {
  open: boolean;
  onClose(): void;
  /** "Show 24 products": the listing's total for the current choice; closes the sheet. */
  showResultsLabel: string;
  /** Shown beside it while a choice is made; null when nothing is chosen. */
  clearAllHref: string | null;
};

export type FacetedListingProps = FacetsPanelProps &
  FacetChipsProps & {
    /** Choices in force, on the phone's "Filters" button. */
    activeCount: number;
    /** The listing's first answer is on its way: placeholders keep the facets' place. */
    loading?: boolean;
    showResultsLabel: string;
    /** The list itself (grid, empty or error state, pagination), beside the facets. */
    children: ReactNode;
  };
