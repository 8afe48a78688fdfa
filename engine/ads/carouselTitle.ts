/** The sponsored carousel's heading; the "Sponsored" line beside it says who placed it. */
export const SPONSORED_CAROUSEL_TITLE = 'Featured products';
