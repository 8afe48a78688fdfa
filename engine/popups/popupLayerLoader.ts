/**
 * The queue, the templates and the sign-up: loaded only when the site has a campaign to show, and
 * as soon as the campaigns call lists one, alongside the campaigns' readers rather than after.
 */
export const loadPopupLayer = () => import('./PopupCampaignLayer');
