/**
 * What the popup campaign layer reads its answers with (spec 7.5), as a module of its own: a
 * first visit reads two of them right after hydration, and the whole schema barrel (every API,
 * CMS and site schema, about 37 KB gzipped with zod) would come with them.
 */
export { parseLenient } from './lenient';
export { readSingleRecord } from './api/envelopes';
export { CouponInfoSchema, PopupCampaignsSchema } from './cms/popupCampaign';
export { VisitorSchema } from './api/visitor';
