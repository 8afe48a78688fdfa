/**
 * What the contract suite asks for where no earlier answer names it. Edit these for your own
 * backend; the defaults are the mock backend's (`npm run mock-api`). Everything else the suite
 * sends comes from the answers it gets: the first store of GET /retailers, the first product of
 * POST /products/filter, the first article of GET /content/posts/{kind}, the ticket it opened.
 */
export type SuiteInputs = {
  /** A store's urlSlug or id to use; null: the first store GET /retailers answers. */
  readonly retailerSlug: string | null;
  /** A product's slug to use; null: the first product POST /products/filter answers. */
  readonly productSlug: string | null;
  /** What the search drawer's suggestions are asked for. */
  readonly searchTerm: string;
  /** The article collection read: `blog` or `education`. */
  readonly contentKind: 'blog' | 'education';
  /** An info page (GET /content/pages/{slug}): /about, /terms-and-conditions, /privacy-policy. */
  readonly infoPageSlug: string;
  /** An event (GET /content/events/{slug}), which no list names; null: that read is skipped. */
  readonly eventSlug: string | null;
  /** A response page (GET /content/responses/{id}); null: that read is skipped. */
  readonly responsePageId: string | null;
  /**
   * A popup campaign to answer when GET /popup-campaigns/active lists none; null: the popup
   * response and subscription are skipped then.
   */
  readonly popupCampaignId: string | null;
  /** Where the shopper is for POST /retailers/closest, when the store has no coordinates. */
  readonly location: { readonly latitude: number; readonly longitude: number };
  /** The browser time zone the popup calls send. */
  readonly timezone: string;
  /** The disposable account: its e-mail is `<emailLocalPart>+<time>-<random>@<emailDomain>`. */
  readonly signUp: {
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly emailLocalPart: string;
    /** example.test: reserved (RFC 2606), so nothing the backend sends it reaches anyone. */
    readonly emailDomain: string;
  };
};

export const SUITE_INPUTS: SuiteInputs = {
  retailerSlug: null,
  productSlug: null,
  searchTerm: 'blue',
  contentKind: 'blog',
  infoPageSlug: 'about',
  eventSlug: 'fall-harvest-market',
  responsePageId: 'thank-you',
  popupCampaignId: null,
  location: { latitude: 42.3314, longitude: -83.0458 },
  timezone: 'America/Detroit',
  signUp: {
    firstName: 'Contract',
    lastName: 'Suite',
    phone: '+1 (248) 555-0199',
    emailLocalPart: 'contract',
    emailDomain: 'example.test',
  },
};
