/**
 * The calls any visitor makes (no token): the CMS, stores, catalogue, content, popup campaigns,
 * the public forms and checkout. Ids and slugs come from earlier answers where one names them,
 * else from inputs.ts.
 */
import type { Facts } from './facts.ts';
import { at, firstId, idText, listIn, recordIn } from './json.ts';
import { skip, type Call, type Skip, type Step } from './step.ts';

const numberAt = (value: unknown, ...keys: string[]) => {
  const found = at(value, ...keys);
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
};

const needStore = (facts: Facts, then: (retailerId: string) => Call): Call | Skip =>
  facts.retailer === null
    ? skip('no store: GET /retailers answered none (set retailerSlug in contract/suite/inputs.ts)')
    : then(facts.retailer.id);

/** The store the run works with: the one inputs.ts names, else the first listed. */
function learnRetailer(body: unknown, facts: Facts) {
  const stores = listIn(body);
  const wanted = facts.inputs.retailerSlug;
  const store =
    stores.find((candidate) => wanted !== null && firstId(candidate, 'urlSlug', 'id') === wanted) ??
    stores[0];
  const id = firstId(store, 'id', '_id', 'retailerId');
  if (id === null) return;
  facts.retailer = {
    id,
    slugOrId: firstId(store, 'urlSlug') ?? id,
    latitude: numberAt(store, 'locationDetail', 'latitude'),
    longitude: numberAt(store, 'locationDetail', 'longitude'),
  };
}

function learnProduct(body: unknown, facts: Facts) {
  const products = at(body, 'menu', 'products');
  const list = Array.isArray(products) ? products : [];
  const wanted = facts.inputs.productSlug;
  const product =
    list.find(
      (candidate) => wanted !== null && firstId(candidate, 'slug', 'productSlug') === wanted,
    ) ?? list[0];
  const slug = firstId(product, 'slug', 'productSlug') ?? wanted;
  if (slug === null) return;
  const options = at(product, 'options');
  const option = Array.isArray(options) ? idText(at(options[0], 'option')) : null;
  facts.product = {
    id: firstId(product, 'id', '_id') ?? slug,
    slug,
    name: idText(at(product, 'productName')) ?? slug,
    option: option ?? 'N/A',
    price: numberAt(product, 'price') ?? 0,
  };
}

const PRODUCT_FILTER_PAGE = 5;

export const publicSteps: readonly Step[] = [
  { operationId: 'getSiteSettings', call: () => ({}) },
  { operationId: 'getSearchPageCms', call: () => ({}) },
  { operationId: 'listRetailers', call: () => ({}), learn: learnRetailer },
  {
    operationId: 'getRetailer',
    uses: ['listRetailers'],
    call: (facts) =>
      facts.retailer === null && facts.inputs.retailerSlug === null
        ? skip(
            'no store: GET /retailers answered none (set retailerSlug in contract/suite/inputs.ts)',
          )
        : { pathParams: { idOrSlug: facts.retailer?.slugOrId ?? facts.inputs.retailerSlug ?? '' } },
  },
  {
    operationId: 'getClosestRetailers',
    uses: ['listRetailers'],
    call: (facts) => ({
      query: { type: 'Closest Location' },
      json: {
        userLatitude: facts.retailer?.latitude ?? facts.inputs.location.latitude,
        userLongitude: facts.retailer?.longitude ?? facts.inputs.location.longitude,
        maxDistance: 60,
      },
    }),
  },
  { operationId: 'listBrands', call: () => ({}) },
  { operationId: 'listSponsoredBrands', call: () => ({}) },
  { operationId: 'listCategories', call: () => ({}) },
  {
    operationId: 'listSpecials',
    uses: ['listRetailers'],
    call: (facts) => needStore(facts, (retailerId) => ({ query: { retailerId } })),
  },
  {
    operationId: 'filterProducts',
    uses: ['listRetailers'],
    call: (facts) =>
      needStore(facts, (retailerId) => ({
        json: {
          retailerId,
          menuType: 'RECREATIONAL',
          pagination: { offset: 0, limit: PRODUCT_FILTER_PAGE },
          ...(facts.inputs.productSlug === null
            ? {}
            : { filter: { slugs: [facts.inputs.productSlug] } }),
        },
      })),
    learn: learnProduct,
  },
  {
    operationId: 'getProduct',
    uses: ['filterProducts'],
    call: (facts) =>
      facts.product === null
        ? skip('no product: POST /products/filter answered none (set productSlug in inputs.ts)')
        : { pathParams: { slug: facts.product.slug } },
  },
  {
    operationId: 'getSearchSuggestions',
    uses: ['listRetailers'],
    call: (facts) => ({
      query: { term: facts.inputs.searchTerm, retailerId: facts.retailer?.id ?? '' },
    }),
  },

  // ── Content ──
  {
    operationId: 'listContentPosts',
    call: (facts) => ({
      pathParams: { kind: facts.inputs.contentKind },
      query: { page: '1', limit: '6' },
    }),
    learn: (body, facts) => {
      facts.postSlug = firstId(listIn(body)[0], 'slug');
    },
  },
  {
    operationId: 'getContentPost',
    uses: ['listContentPosts'],
    call: (facts) =>
      facts.postSlug === null
        ? skip(`no article: GET /content/posts/${facts.inputs.contentKind} listed none`)
        : { pathParams: { kind: facts.inputs.contentKind, slug: facts.postSlug } },
  },
  {
    operationId: 'getInfoPage',
    call: (facts) => ({ pathParams: { slug: facts.inputs.infoPageSlug } }),
  },
  { operationId: 'listFaq', call: () => ({}) },
  {
    operationId: 'getEvent',
    call: (facts) =>
      facts.inputs.eventSlug === null
        ? skip('no event slug: set eventSlug in contract/suite/inputs.ts')
        : { pathParams: { slug: facts.inputs.eventSlug } },
  },
  {
    operationId: 'getResponsePage',
    call: (facts) =>
      facts.inputs.responsePageId === null
        ? skip('no response page id: set responsePageId in contract/suite/inputs.ts')
        : { pathParams: { id: facts.inputs.responsePageId } },
  },

  // ── Popup campaigns ──
  {
    operationId: 'registerVisitor',
    call: (facts) => ({
      json: {
        name: 'Contract Suite',
        url: 'contract-suite.example.test',
        referrer: { known: false, domain: '', source: 'Direct', medium: '', term: '', uri: '' },
        unixTimeStamp: Math.floor(Date.now() / 1000),
        timezone: facts.inputs.timezone,
      },
    }),
    learn: (body, facts) => {
      facts.visitorId = firstId(recordIn(body), '_id', 'id');
    },
  },
  {
    operationId: 'listActiveCampaigns',
    uses: ['registerVisitor', 'listRetailers'],
    call: (facts) =>
      facts.visitorId === null
        ? skip('no visitor: POST /popup-campaigns/visitors gave no _id')
        : {
            query: {
              retailerId: facts.retailer?.id ?? '',
              visitorId: facts.visitorId,
              timezone: facts.inputs.timezone,
            },
          },
    learn: (body, facts) => {
      const campaigns = at(body, 'data', 'popupCampaign');
      const first: unknown = Array.isArray(campaigns) ? campaigns[0] : undefined;
      const id = firstId(first, '_id') ?? facts.inputs.popupCampaignId;
      if (id === null) return;
      const templateType = idText(at(first, 'edit', 'display', 'templateType'));
      facts.campaign = {
        id,
        name: idText(at(first, 'campaignName')) ?? '',
        templateType: templateType ?? 'popup',
      };
    },
  },
  {
    operationId: 'recordPopupResponse',
    uses: ['listActiveCampaigns'],
    call: (facts) =>
      withCampaign(facts, (campaign, visitorId) => ({
        json: { ...popupBody(facts, campaign, visitorId), responseType: 'view' },
      })),
  },
  {
    operationId: 'subscribeToCampaign',
    uses: ['listActiveCampaigns'],
    call: (facts) =>
      withCampaign(facts, (campaign, visitorId) => ({
        json: {
          ...popupBody(facts, campaign, visitorId),
          email: facts.account.email,
          campaignName: campaign.name,
        },
      })),
  },
  {
    operationId: 'postAbandonedCartNotificationStatus',
    uses: ['registerVisitor'],
    call: (facts) =>
      facts.visitorId === null
        ? skip('no visitor: POST /popup-campaigns/visitors gave no _id')
        : {
            pathParams: { visitorId: facts.visitorId },
            json: { cartItemCount: 1, abandonAfterMs: 60 * 60 * 1000 },
          },
  },

  // ── Checkout and the public forms ──
  {
    // Spec 4.13's new checkout for a stale cart: it places no order.
    operationId: 'createCheckout',
    uses: ['listRetailers'],
    call: (facts) =>
      needStore(facts, (retailerId) => ({
        json: { retailerId, orderType: 'PICKUP', pricingType: 'RECREATIONAL' },
      })),
  },
  {
    operationId: 'sendContactMessage',
    call: (facts) => ({
      json: {
        name: `${facts.inputs.signUp.firstName} ${facts.inputs.signUp.lastName}`,
        email: facts.account.email,
        contactNumber: '',
        message: `A test message from the storefront's contract suite (run ${facts.runId}).`,
      },
    }),
  },
  {
    operationId: 'listCareerOpenings',
    call: () => ({}),
    learn: (body, facts) => {
      facts.careerPosition = idText(at(listIn(body)[0], 'title'));
    },
  },
  {
    operationId: 'applyForJob',
    uses: ['listCareerOpenings'],
    call: (facts) => {
      const form = new FormData();
      form.set('name', `${facts.inputs.signUp.firstName} ${facts.inputs.signUp.lastName}`);
      form.set('email', facts.account.email);
      form.set('contactNumber', facts.inputs.signUp.phone);
      form.set('position', facts.careerPosition ?? 'Contract suite');
      form.set('resume', new Blob([RESUME], { type: 'application/pdf' }), 'contract-suite.pdf');
      return { form };
    },
  },
];

type Campaign = NonNullable<Facts['campaign']>;

function withCampaign(facts: Facts, then: (campaign: Campaign, visitorId: string) => Call) {
  if (facts.visitorId === null)
    return skip('no visitor: POST /popup-campaigns/visitors gave no _id');
  if (facts.campaign === null)
    return skip(
      'no active campaign: GET /popup-campaigns/active listed none (set popupCampaignId in inputs.ts)',
    );
  return then(facts.campaign, facts.visitorId);
}

const popupBody = (facts: Facts, campaign: Campaign, visitorId: string) => ({
  popupCampaignId: campaign.id,
  popupTemplateType: campaign.templateType,
  visitorId,
  unixTimeStamp: Math.floor(Date.now() / 1000),
  retailerId: facts.retailer?.id ?? '',
  timezone: facts.inputs.timezone,
});

/** A one-page PDF, the smallest a résumé upload could be. */
const RESUME = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');
