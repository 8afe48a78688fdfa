export { FacetedListing as default, FacetedListing } from './FacetedListing';
export { FacetChips } from './FacetChips';
export { FacetsPanel } from './FacetsPanel';
export { RangeSlider } from './RangeSlider';
