// The editors' wording of docs/cms/settings.md (scripts/cmsDocs.ts): what each setting changes
// and where it shows. Types and defaults are not written here: the generator reads them from the
// schemas. Keys are setting paths as the document shows them ("group.field", "list[].field",
// "record.<name>.field"; a home section's as "homePageSections.<type>.field"). A key the schemas
// no longer have stops the generator, so the wording cannot outlive its setting.

export const CMS_INTRO: readonly string[] = [
  'Every setting a retailer’s CMS sends, by the part of the storefront it changes: its name as it appears in the site configuration (the CMS payload, `fixtures/sites/*.json`, the studio’s JSON view), its type, its default and what it changes. The design families (header One to Eight and the rest) are pictured in [the editors’ guide](README.md).',
  '',
  '**How values are read.** A setting that is missing takes its default, silently. A value of the wrong type, or a choice the storefront does not know, is replaced by its default and reported as a diagnostic (in the preview toolbar and beside the field in the studio: the setting, what was wrong and the value used instead). One bad setting never costs the rest of the page.',
  '',
  '**Links.** A link setting takes a site path (`/deals`) or an `http(s)` address. Anything else (`javascript:`, `data:`, `//host`) is dropped: the item shows without a link, or is left out.',
  '',
  '**Colours** take any CSS colour (`#101418`, `black`). The studio warns when a text colour and its background fall below WCAG AA contrast.',
];

export const CMS_CHAPTERS: readonly { title: string; groups: readonly string[] }[] = [
  {
    title: 'Designs',
    groups: ['headerFooterSettings', 'activeVersionCms', 'dealsCardSettingsCMS'],
  },
  {
    title: 'Header, navigation and ticker',
    groups: ['headerWidgetCmsData', 'menuLinkWidgetCmsData', 'tickerPageCms', 'tickerCrudData'],
  },
  { title: 'Home page', groups: ['homePageSections'] },
  {
    title: 'Desktop footer',
    groups: ['footerCms', 'generalSettingsComponentUiData', 'quickLinks', 'socialLinksCms'],
  },
  { title: 'Mobile sticky footer', groups: ['stickyFooterWidgetCmsData'] },
  {
    title: 'Deals',
    groups: [
      'dealsSettingsCms',
      'dealsImageSettingCMS',
      'todaysDealsCmsData',
      'homeDealsSectionCmsData',
    ],
  },
  {
    title: 'Stores, ordering and the age gate',
    groups: [
      'preferenceModalCmsData',
      'stateSelectionSettingsCMS',
      'deliverySettingsCMS',
      'retailerMenuTypeSettingsCMS',
      'retailerClosePopupCMS',
      'customerChoiceSettingsCMS',
      'providerSettingsCms',
      'locationPreference',
    ],
  },
  {
    title: 'Cart and checkout',
    groups: ['cartProductSectionCmsData', 'checkoutPopupSettingsCMS', 'purchaseLimitsCms'],
  },
  { title: 'Search', groups: ['searchPageCms'] },
  {
    title: 'Campaigns, chat and reminders',
    groups: [
      'popupCampaigns',
      'abandonedCartCampaignSettingsCms',
      'abandonedCartNotificationSettingsCms',
      'chatPlatformCms',
    ],
  },
  { title: 'Sponsored ads', groups: ['adConfiguration'] },
  { title: 'Measurement and consent', groups: ['analyticsCms', 'consentBannerCms'] },
  { title: 'Compliance', groups: ['complianceNoticesCms'] },
  { title: 'Site-wide switches', groups: ['appSettings'] },
  { title: 'Preview only', groups: ['meta'] },
];

export const CMS_GROUPS: Readonly<Record<string, { title: string; text: string }>> = {
  headerFooterSettings: {
    title: 'header and desktop footer design',
    text: 'Picks the header (every page, desktop and the CMS mobile header) and the desktop footer. Turn on one flag per family; the first flag that is on wins. Only the chosen design is downloaded.',
  },
  activeVersionCms: {
    title: 'menu drawer and store selector design',
    text: 'Picks the menu drawer (opened by the Menu button) and the store selector (opened by "Select a Store" and the order strip).',
  },
  dealsCardSettingsCMS: {
    title: 'deal card design',
    text: 'Picks the card every deal is drawn with: deals pages, today’s deals, the menu drawers.',
  },
  headerWidgetCmsData: {
    title: 'header content',
    text: 'The header’s logo, brand dropdown and desktop navigation links, in whichever header design is chosen. The logo title is also the store’s name in page titles, link previews and the footer’s copyright line.',
  },
  menuLinkWidgetCmsData: {
    title: 'menu and mobile links',
    text: 'The "Main Menu" links of the menu drawers and the strip of links in the CMS mobile header (4 per view).',
  },
  tickerPageCms: {
    title: 'ticker bar',
    text: 'The scrolling ticker bar of the CMS mobile header (below 1024 px).',
  },
  tickerCrudData: {
    title: 'ticker items',
    text: 'The items the ticker bar shows, in order, each as a link.',
  },
  homePageSections: {
    title: 'home page sections',
    text: 'The sections of `/` and `/homepage2`, in order: a list of `{ "type": …, "settings": { … } }`. A home downloads only the section types it lists. Each section is checked on its own: one whose type is unknown, or whose settings do not pass the checks below, is left out with one diagnostic (`homePageSections[i]`, naming every problem) and the others render. Category tiles, product carousels and the brand strip leave themselves out when their source is empty (a first page does not advertise an empty shelf); an unknown category or brand in a carousel is also a diagnostic. Every section draws a skeleton of its final size while it loads; sliders show 4 per view from 1280 px, 3 from 769 px and 2 on phones.',
  },
  footerCms: {
    title: 'desktop footer content',
    text: 'The desktop footer’s logo, text under the logo and the optional band of selected stores, in whichever footer design is chosen.',
  },
  generalSettingsComponentUiData: {
    title: 'desktop footer colours',
    text: 'The desktop footer’s colours, in every footer design. The studio flags a pair below WCAG AA contrast on both fields.',
  },
  quickLinks: {
    title: 'desktop footer quick links',
    text: 'The footer’s "Quick Links" column. With the marketplace provider, `/find-a-dispensary` and `/store-directory` are left out.',
  },
  socialLinksCms: {
    title: 'social links',
    text: 'Social icons in the desktop footer: the first group whose switch is on is shown; none on, no icons.',
  },
  stickyFooterWidgetCmsData: {
    title: 'mobile sticky footer',
    text: 'The navigation bar fixed to the bottom of the screen below the desktop breakpoint: which design, and each item’s text, link and icons. Each design shows its own set of items (see [the editors’ guide](README.md#sticky-footer-designs)); settings of items a design does not show are kept but not used. The bar is hidden on product pages and in chat threads, and hides while scrolling down.',
  },
  dealsSettingsCms: {
    title: 'deal card text',
    text: 'What every deal card shows besides its name and button.',
  },
  dealsImageSettingCMS: {
    title: 'deal pictures',
    text: 'Which picture a deal card shows. In order: the menu provider’s picture when that switch is on (else the standard deals picture); otherwise, with custom images on (here or on the deal itself), the deal’s own picture, else the picture set here; otherwise, or when that picture is missing, the standard deals picture.',
  },
  todaysDealsCmsData: {
    title: 'today’s deals',
    text: 'The today’s deals section (home page, menu drawers) and the footer’s deals column: a carousel of up to 10 of the chosen store’s deals, 1.1 per view.',
  },
  homeDealsSectionCmsData: {
    title: 'home deals section (kept, not shown)',
    text: 'Accepted and kept as sent; no part of this storefront reads it. The home page’s deals are the `todaysDeals` section of `homePageSections`.',
  },
  preferenceModalCmsData: {
    title: 'store selector texts',
    text: 'The store selector (every retailer selector design): its title, prompt and banner picture.',
  },
  stateSelectionSettingsCMS: {
    title: 'state choice',
    text: 'Whether the store selector asks for the state first.',
  },
  deliverySettingsCMS: {
    title: 'order types',
    text: 'Which order types the store selector offers (PICKUP, CURBSIDE, DELIVERY) and whether delivery is available.',
  },
  retailerMenuTypeSettingsCMS: {
    title: 'medical menu',
    text: 'Whether stores offer a medical menu beside the recreational one.',
  },
  retailerClosePopupCMS: {
    title: 'store closed',
    text: 'The "Store Closed" popup and the closed notice on store cards, when the chosen store is not open. The popup follows spec 4.6: never with the point-of-sale provider, never over the store selector, and only after the shopper’s customer-choice answers. While the chosen store is closed, Checkout is disabled in the cart sidebar and the checkout offer.',
  },
  customerChoiceSettingsCMS: {
    title: 'age gate',
    text: 'The age gate: a visitor confirms their age on `/customer-choice` before shopping, once per browser session (the gate, terms and privacy pages stay open). With the medical menu on, the same page asks Recreational or Medical. This setting is the storefront’s own; the spec has none.',
  },
  providerSettingsCms: {
    title: 'point-of-sale provider',
    text: 'The menu provider’s behaviour when the chosen store does not name its provider. See [provider behaviour as data](../decisions/0002-provider-behaviour-as-data.md).',
  },
  locationPreference: {
    title: 'location preference (kept, not shown)',
    text: 'Accepted, checked and kept; no part of this storefront shows it yet. The store selector’s texts are `preferenceModalCmsData`.',
  },
  cartProductSectionCmsData: {
    title: 'cart sidebar',
    text: 'The cart sidebar ("Shopping Cart").',
  },
  checkoutPopupSettingsCMS: {
    title: 'checkout offer',
    text: 'The offer shown before checkout from the cart sidebar: a carousel of products with "View Cart" and "Checkout". It appears only when it has a source of products (the list below, or the cart) and a store is chosen; with no products it says "Looks like no product found."',
  },
  purchaseLimitsCms: {
    title: 'purchase limits',
    text: 'The most one order may hold under the state’s rules, per menu type. An addition that would go over a limit (a card’s quick add, the product page, Buy Again, "Move to Cart", a higher quantity in the cart) is refused with a message naming the limit and what is left. The cart drawer and the cart page show a meter for each limit the cart has a product in, with `jurisdiction` and `source` in small print. When a store or menu-type switch leaves the cart over a limit, the shopper is told which products, and checkout stays disabled until the cart fits. The storefront checks one order: limits per day or per 14 days are applied to each order.',
  },
  searchPageCms: {
    title: 'search overlay texts',
    text: 'Read only with `appSettings.searchMenuType` `fullText` (the full-screen search overlay), from the search-page CMS call. Fields other than these are kept and ignored: `title` (default "Search"), `topBrandsTitle` (default "Top Brands"), `trendingProductsTitle` (default "Trending Products").',
  },
  popupCampaigns: {
    title: 'popup campaigns',
    text: 'Popup campaigns: e-mail sign-ups, announcements and coupons in one of four templates (popup, flyout, full screen, bar). With a real API the campaigns come from its active-campaigns call; in the embedded demo and the fixture sites they are configured here. Campaigns show one after another; one a shopper answered (signed up, clicked, closed) never comes back for them. No campaign opens over an open drawer, sheet, search or cart.',
  },
  abandonedCartCampaignSettingsCms: {
    title: 'abandoned-cart e-mail',
    text: 'Asks the backend to e-mail a signed-in shopper about a cart they left: 5 s after their last cart change the storefront reports the cart, once per distinct cart.',
  },
  abandonedCartNotificationSettingsCms: {
    title: 'abandoned-cart browser notification',
    text: 'Asks the backend to send a browser notification about a left cart: 1 s after the cart count changes, when the shopper has allowed notifications.',
  },
  chatPlatformCms: {
    title: 'chat with a retailer',
    text: '"Chat with Retailer": the `/chat-with-retailer` pages, the link in the account panel and the card on the customer-support page.',
  },
  adConfiguration: {
    title: 'sponsored ad placements',
    text: 'Sponsored placements of the retail-media ad provider. Nothing renders unless `provider.accountId` and `provider.siteId` are set and `provider.isEnabled` is on, and a store is chosen. The slots are `search-page-mobile-banner` (under the mobile search header, below 1024 px), `home-banner` (where the home’s `adSlot` section sits), `listing-sponsored-card` (first cell of page 1 of shop, category, brand and search listings) and `product-sponsored-carousel` (under the product on product pages); any slot takes any ad type. A slot holds its space while its ad loads (up to 5 s) and gives the space back once it is out of view if nothing came. A problem with a placement (missing zone, unknown ad type, no store chosen) shows nothing and is listed in the preview toolbar.',
  },
  analyticsCms: {
    title: 'analytics',
    text: 'Where the storefront’s events go: what shoppers do (products seen, chosen and added to the cart, searches, sign-ups and more, named as Google Analytics 4’s e-commerce events) and how fast each page is for them (Web Vitals). Until the shopper accepts the consent banner, or after they decline, only the events listed as necessary are sent, and no vendor script loads.',
  },
  consentBannerCms: {
    title: 'consent banner',
    text: 'The banner that asks a shopper whether the storefront may measure their visit, and the footer links that open it again. It shows until the shopper answers; the answer is kept in their browser.',
  },
  complianceNoticesCms: {
    title: 'licence number and warnings',
    text: 'The dispensary’s licence number and the state’s required warnings, which regulators ask for on its advertising. They show in every footer design, where its copyright line sits (the licence line, then each warning as its own paragraph), and, each behind its own switch, at the end of the age gate’s card, as small print in every popup campaign, and under every sponsored banner and carousel and beside every sponsored product card (which then takes two cells of its listing). With neither a licence number nor a warning (the default) nothing shows anywhere. The studio notes where each field shows and turns the preview to the age gate or the shop page.',
  },
  appSettings: {
    title: 'site-wide switches',
    text: 'Switches that change routes and links across the site.',
  },
  meta: {
    title: 'fixture site title (preview only)',
    text: 'Not a CMS setting: the name and line the preview toolbar and the studio list a fixture site by.',
  },
};

export const CMS_SECTIONS: Readonly<Record<string, string>> = {
  heroBanner:
    'The large picture at the top: one slide is a banner, two or more a carousel. The first picture is the page’s largest element; it is loaded first.',
  storeBar:
    'The chosen store with its order type, today’s hours and address, or, when none is chosen, a prompt with "Choose a store" (opens the store selector).',
  categoryTiles:
    'Picture tiles of the product categories, in the API’s order, with "All categories".',
  productCarousel:
    'A slider of products from one source, with a link to the whole list. Left out when the source has no products.',
  todaysDeals:
    'Today’s deals, as set in `todaysDealsCmsData` (title, button) with the chosen store’s deals; skeletons while there are none.',
  brandStrip: 'A slider of brand logos with "All brands".',
  richText: 'A block of the retailer’s own text (HTML, cleaned of scripts and unsafe links).',
  adSlot:
    'Where the `home-banner` ad placement sits among the sections. Its size, zone and breakpoints come from `adConfiguration.placements.home-banner`; nothing shows while the ad provider is off.',
  contentTeaser: 'The newest articles of the blog or the education library, with a link to all.',
};

export const CMS_SETTINGS: Readonly<Record<string, string>> = {
  // Header content
  'headerWidgetCmsData.logo':
    'The header logo’s picture; also the store’s logo on store pages and in search-engine data.',
  'headerWidgetCmsData.logoTitle':
    'The logo link’s title and the store’s name: page titles ("Blue Dream | Greenleaf Market"), link previews, the footer’s "© {year} {name}".',
  'headerWidgetCmsData.logoAlt': 'The header logo’s text for screen readers.',
  'headerWidgetCmsData.brandLabel':
    'The brand dropdown’s label in the desktop navigation bar; it lists 6 sponsored brands (or 6 brands) and ends with "Show all {label}".',
  'headerWidgetCmsData.shouldShowBrandLabel': 'Shows the brand dropdown.',
  'headerWidgetCmsData.links':
    'The desktop navigation bar’s links, in order, after its sample "Specials" and "Shop" menus. A link with sub-links opens a dropdown; a link named "Specials" or "Shop" takes the place of the sample menu of that name.',
  'headerWidgetCmsData.links[].label':
    'The link’s text. "Deals" with no address goes to the deals page; "Shop" and "Shop All" go to the shop path.',
  'headerWidgetCmsData.links[].url': 'Where it goes.',
  'headerWidgetCmsData.links[].subLinks': 'The dropdown’s links.',
  'headerWidgetCmsData.isStickyHeader':
    'Keeps the header at the top of the screen while scrolling.',
  'menuLinkWidgetCmsData.links': 'The links, in order.',
  'menuLinkWidgetCmsData.links[].label':
    'The link’s text. "Deals" with no address goes to `/deals` (`/deals-category` with deals version v2); "Shop" and "Shop All" go to the shop path.',
  'menuLinkWidgetCmsData.links[].url': 'Where it goes.',
  'menuLinkWidgetCmsData.links[].subLinks':
    'In the drawers, a link with sub-links opens a sub-menu listing them.',
  'tickerPageCms.isEnabled': 'Shows the ticker bar.',
  'tickerPageCms.backgroundColor': 'The bar’s background.',
  'tickerPageCms.color': 'The items’ text colour.',
  'tickerCrudData[].title': 'The item’s text.',
  'tickerCrudData[].link': 'Where the item goes; an item without a usable link is left out.',

  // Home page sections
  'homePageSections.heroBanner.slides': 'The slides, in order.',
  'homePageSections.heroBanner.slides[].image': 'The picture.',
  'homePageSections.heroBanner.slides[].imageAlt':
    'The picture’s text for screen readers; leave empty for a decorative picture whose heading says it all.',
  'homePageSections.heroBanner.slides[].heading': 'The heading on the slide.',
  'homePageSections.heroBanner.slides[].text': 'The sentence under the heading.',
  'homePageSections.heroBanner.slides[].buttonText': 'The button; without it, no button.',
  'homePageSections.heroBanner.slides[].buttonLink': 'Where the button goes.',
  'homePageSections.heroBanner.slides[].width':
    'The picture’s own width in pixels: with the height, it keeps the page from moving when the picture arrives.',
  'homePageSections.heroBanner.slides[].height': 'The picture’s own height in pixels.',
  'homePageSections.storeBar.promptText': 'The sentence shown when no store is chosen.',
  'homePageSections.categoryTiles.title': 'The heading.',
  'homePageSections.categoryTiles.limit': 'How many categories at most.',
  'homePageSections.productCarousel.title':
    'The heading; empty gives one per source ("Trending now", the category’s or brand’s name, …).',
  'homePageSections.productCarousel.source':
    'Which products: trending, new arrivals, one deal’s products, one category or one brand.',
  'homePageSections.productCarousel.category':
    'The category (its address name or its name); required with source `category`.',
  'homePageSections.productCarousel.brand':
    'The brand (its address name, name or id); required with source `brand`.',
  'homePageSections.productCarousel.specialSlug':
    'With source `onSale`: the deal (its address name); empty: the store’s first deal.',
  'homePageSections.productCarousel.limit': 'How many products at most.',
  'homePageSections.brandStrip.title': 'The heading.',
  'homePageSections.brandStrip.limit': 'How many brands at most.',
  'homePageSections.brandStrip.sponsoredFirst':
    'Sponsored brands first, marked "Sponsored"; off lists the brands in their plain order.',
  'homePageSections.richText.title': 'The heading; empty gives no heading.',
  'homePageSections.richText.html': 'The text, as HTML.',
  'homePageSections.contentTeaser.kind': 'Which articles: the blog’s or the education library’s.',
  'homePageSections.contentTeaser.title':
    'The heading; empty gives "From the blog" or "Learn about cannabis".',
  'homePageSections.contentTeaser.limit': 'How many articles.',

  // Desktop footer
  'footerCms.logo':
    'The footer logo’s picture (the default footer is dark, so its default logo is the light one).',
  'footerCms.logoAlt': 'The footer logo’s text for screen readers; empty uses the logo title.',
  'footerCms.logoTitle': 'The footer logo link’s title.',
  'footerCms.subtext': 'Text under the logo, as HTML (cleaned of scripts and unsafe links).',
  'footerCms.retailers':
    'The stores of the store band, in order: a carousel (6 per view) of name, address, "Call : {phone}" and "Store Details". Stores the store list does not know are skipped.',
  'footerCms.retailers[].retailerId': 'The store’s id.',
  'footerCms.enableAdditionalSection':
    'Shows the store band. It shows only with the point-of-sale or the headless checkout provider.',
  'footerCms.additionalSectionBgColor': 'The store band’s background.',
  'generalSettingsComponentUiData.footerBackgroundColor': 'The footer’s background.',
  'generalSettingsComponentUiData.footerFontColor': 'Its text and links.',
  'generalSettingsComponentUiData.footerHoverColor': 'A link under the pointer.',
  'generalSettingsComponentUiData.footerActiveColor':
    'The link of the current page; some designs use it as their accent.',
  'quickLinks.title': 'The column’s heading.',
  'quickLinks.links': 'Its links, in order.',
  'quickLinks.links[].label': 'The link’s text.',
  'quickLinks.links[].url': 'Where it goes.',
  'socialLinksCms[].isShowSocialLink': 'Shows this group’s icons.',
  'socialLinksCms[].socialLinks': 'The icons, in order.',
  'socialLinksCms[].socialLinks[].link': 'The profile’s address.',
  'socialLinksCms[].socialLinks[].image': 'The icon’s picture.',
  'socialLinksCms[].socialLinks[].title': 'The icon’s name for screen readers.',

  // Mobile sticky footer
  'stickyFooterWidgetCmsData.homeText': 'The Home item’s label.',
  'stickyFooterWidgetCmsData.homeLink': 'Where Home goes.',
  'stickyFooterWidgetCmsData.dealsText': 'The Deals item’s label.',
  'stickyFooterWidgetCmsData.dealsLink': 'Where Deals goes.',
  'stickyFooterWidgetCmsData.profileText': 'The Profile item’s label.',
  'stickyFooterWidgetCmsData.profileLink': 'Where Profile goes.',
  'stickyFooterWidgetCmsData.cartText':
    'The Cart item’s label. Its badge shows the cart count (some designs show 0 too; Sticky Footer Three caps it at "99+").',
  'stickyFooterWidgetCmsData.cartLink': 'Where Cart goes.',
  'stickyFooterWidgetCmsData.shopText': 'The Shop item’s label.',
  'stickyFooterWidgetCmsData.shopLink':
    'Where Shop goes; empty: the shop path, or `/shop-cannabis-near-me` with shop page two on.',
  'stickyFooterWidgetCmsData.heartText': 'The wishlist (heart) item’s label.',
  'stickyFooterWidgetCmsData.heartLink': 'Where the heart goes.',
  'stickyFooterWidgetCmsData.menuText': 'The Menu item’s label; Menu opens the menu drawer.',
  'stickyFooterWidgetCmsData.homeMenuImage':
    'Home’s icon; empty uses the design’s own. Each `selected…` field is the icon of the current page’s item.',
  'stickyFooterWidgetCmsData.selectedHomeMenuImage': 'Home’s icon while on its page.',
  'stickyFooterWidgetCmsData.dealsMenuImage': 'Deals’ icon.',
  'stickyFooterWidgetCmsData.selectedDealsMenuImage': 'Deals’ icon while on its page.',
  'stickyFooterWidgetCmsData.profileMenuImage': 'Profile’s icon.',
  'stickyFooterWidgetCmsData.selectedProfileMenuImage': 'Profile’s icon while on its page.',
  'stickyFooterWidgetCmsData.cartMenuImage': 'Cart’s icon.',
  'stickyFooterWidgetCmsData.selectedCartMenuImage': 'Cart’s icon while on its page.',
  'stickyFooterWidgetCmsData.shopMenuImage': 'Shop’s icon.',
  'stickyFooterWidgetCmsData.selectedShopMenuImage': 'Shop’s icon while on its page.',
  'stickyFooterWidgetCmsData.heartMenuImage': 'The heart’s icon.',
  'stickyFooterWidgetCmsData.selectedHeartMenuImage': 'The heart’s icon while on its page.',
  'stickyFooterWidgetCmsData.menuMenuImage': 'Menu’s icon.',
  'stickyFooterWidgetCmsData.selectedMenuMenuImage': 'Menu’s icon while its drawer is open.',
  'stickyFooterWidgetCmsData.designFiveMoreImage':
    'Sticky Footer Five: the centre "More" button’s icon; empty uses the design’s own.',
  'stickyFooterWidgetCmsData.designFiveMoreText': 'Sticky Footer Five: the centre button’s label.',
  'stickyFooterWidgetCmsData.shopByChoiceTitle':
    'Sticky Footer Five’s "Shop By Choice" sheet: its first heading.',
  'stickyFooterWidgetCmsData.shopByChoiceItems':
    'The sheet’s slider of choices, in order. Empty: the four fixed fields below.',
  'stickyFooterWidgetCmsData.shopByChoiceItems[].image': 'The choice’s picture.',
  'stickyFooterWidgetCmsData.shopByChoiceItems[].link': 'Where it goes.',
  'stickyFooterWidgetCmsData.shopByChoiceItems[].imageTitle': 'The picture’s title.',
  'stickyFooterWidgetCmsData.shopByChoiceItems[].imageAlt':
    'The picture’s text for screen readers.',
  'stickyFooterWidgetCmsData.shopByChoiceItems[].title': 'The choice’s name under the picture.',
  'stickyFooterWidgetCmsData.shopByChoiceItems[].color': 'The tint behind the picture.',
  'stickyFooterWidgetCmsData.shopByChoiceItemOne':
    'The first fixed choice, used when `shopByChoiceItems` is empty; same fields as a listed choice.',
  'stickyFooterWidgetCmsData.shopByChoiceItemTwo': 'The second fixed choice.',
  'stickyFooterWidgetCmsData.shopByChoiceItemThree': 'The third fixed choice.',
  'stickyFooterWidgetCmsData.shopByChoiceItemFour': 'The fourth fixed choice.',
  'stickyFooterWidgetCmsData.shopByPriceTitle':
    'The heading over the sheet’s price buttons, which open the shop filtered by price.',
  'stickyFooterWidgetCmsData.designFiveButtonText': 'The sheet’s closing button.',
  'stickyFooterWidgetCmsData.designFiveButtonLink':
    'Where that button goes; empty: the shop (as the Shop item).',
  'stickyFooterWidgetCmsData.designSevenMoreImage':
    'Sticky Footer Seven: the centre "More" button’s icon; empty uses the design’s own.',
  'stickyFooterWidgetCmsData.designSevenMoreText':
    'Sticky Footer Seven: the centre button’s label.',
  'stickyFooterWidgetCmsData.designSevenCategory':
    'The categories of Sticky Footer Seven’s "Deals By Categories" sheet, in order; empty: the product categories.',
  'stickyFooterWidgetCmsData.designSevenCategory[].categoryName':
    'The category’s name (its picture comes from the product category of that name).',
  'stickyFooterWidgetCmsData.designSevenCategory[].link':
    'Where it goes; empty: the category’s deals page (`/deals-category/{category}`).',
  'stickyFooterWidgetCmsData.dealsByCategoryTitle': 'The sheet’s heading.',
  'stickyFooterWidgetCmsData.designSevenDealsAllButtonText': 'The sheet’s deals button.',
  'stickyFooterWidgetCmsData.designSevenDealsAllButtonLink': 'Where it goes.',
  'stickyFooterWidgetCmsData.designSevenDealsAllButtonBackgroundColor': 'Its background.',
  'stickyFooterWidgetCmsData.designSevenDealsAllButtonIconColor': 'Its icon colour.',
  'stickyFooterWidgetCmsData.designSevenDealsAllButtonTextColor': 'Its text colour.',
  'stickyFooterWidgetCmsData.designSevenButtonText': 'The sheet’s shop button.',
  'stickyFooterWidgetCmsData.designSevenButtonLink':
    'Where it goes; empty: the shop (as the Shop item).',
  'stickyFooterWidgetCmsData.designSevenButtonBackgroundColor': 'Its background.',
  'stickyFooterWidgetCmsData.designSevenButtonIconColor': 'Its icon colour.',
  'stickyFooterWidgetCmsData.designSevenButtonTextColor': 'Its text colour.',
  'stickyFooterWidgetCmsData.designEightMoreText':
    'Sticky Footer Eight: the centre button’s label (it opens the search).',
  'stickyFooterWidgetCmsData.designEightMoreImage':
    'Sticky Footer Eight: the centre button’s icon; empty uses the design’s own.',
  'stickyFooterWidgetCmsData.designNineMoreText':
    'Sticky Footer Nine: the centre button’s label (it opens the search).',
  'stickyFooterWidgetCmsData.designNineMoreImage': 'Sticky Footer Nine: the centre button’s icon.',
  'stickyFooterWidgetCmsData.designTenMoreText':
    'Sticky Footer Ten: the centre button’s label (it opens the search).',
  'stickyFooterWidgetCmsData.designTenMoreImage': 'Sticky Footer Ten: the centre button’s icon.',

  // Deals
  'dealsSettingsCms.isDescriptionActive': 'Shows each deal’s description on its card.',
  'dealsImageSettingCMS.useMenuProviderImage': 'Uses the menu provider’s picture of each deal.',
  'dealsImageSettingCMS.isCustomImage': 'Uses custom pictures (the deal’s own, else `image`).',
  'dealsImageSettingCMS.image': 'The custom picture for deals without their own.',
  'todaysDealsCmsData.title': 'The section’s heading, also the footer’s deals column.',
  'todaysDealsCmsData.buttonlink':
    'Where the section’s button goes; empty or unusable: the deals page. On phones with deals version v2 the button reads "Deals by Category" and goes to `/deals`.',
  'todaysDealsCmsData.buttontext': 'The button’s label.',

  // Stores, ordering and the age gate
  'preferenceModalCmsData.image': 'A banner picture at the top; empty: none.',
  'preferenceModalCmsData.title': 'The title.',
  'preferenceModalCmsData.subtitle': 'The prompt under it.',
  'preferenceModalCmsData.deliverytext': 'Kept; not shown by this storefront.',
  'preferenceModalCmsData.pickuptext': 'Kept; not shown by this storefront.',
  'preferenceModalCmsData.deliveryicon': 'Kept; not shown by this storefront.',
  'preferenceModalCmsData.deliverytitle': 'Kept; not shown by this storefront.',
  'preferenceModalCmsData.deliverysubtitle': 'Kept; not shown by this storefront.',
  'stateSelectionSettingsCMS.enableStateSelector':
    'Shows a state dropdown; choosing a state lists its stores and goes back to PICKUP.',
  'deliverySettingsCMS.turnOffCurbsidePickup': 'Hides the CURBSIDE tab.',
  'deliverySettingsCMS.hideDeliveryBtn': 'Hides the DELIVERY tab.',
  'deliverySettingsCMS.isActive':
    'Off: the DELIVERY tab says "Sorry, delivery is currently unavailable."',
  'retailerMenuTypeSettingsCMS.isMedicalTypeOn':
    'Store cards offer "Shop Medical" and "Shop Recreational" instead of "Shop This Location"; the age gate asks which menu.',
  'retailerClosePopupCMS.isTurnOn':
    'Turns the popup, the notice on store cards and the checkout lock on.',
  'retailerClosePopupCMS.alertTitle': 'The popup’s title.',
  'retailerClosePopupCMS.alertDescription': 'The popup’s text.',
  'retailerClosePopupCMS.buttonText': 'The popup’s button.',
  'customerChoiceSettingsCMS.isAgeGateOn': 'Turns the age gate on.',
  'customerChoiceSettingsCMS.minimumAge': 'The age a visitor must confirm.',
  'providerSettingsCms.isPosProvider':
    'Behave as the point-of-sale provider: the store’s own address in the order strip, the header kept on checkout pages, the footer’s store band allowed, no "Store Closed" popup.',

  // Cart and checkout
  'cartProductSectionCmsData.isShowLocation': 'Shows the chosen store in the cart sidebar.',
  'checkoutPopupSettingsCMS.title': 'The offer’s title.',
  'checkoutPopupSettingsCMS.description': 'The sentence under it.',
  'checkoutPopupSettingsCMS.enableCartBasedSuggestions':
    'Offers products of the cart’s categories (not those already in it) instead of the list below.',
  'checkoutPopupSettingsCMS.productSlugs':
    'The products to offer (their address names), when cart-based suggestions are off.',

  'purchaseLimitsCms.enabled':
    'Applies the limits of the shopper’s menu type. Off: no limit is checked and no meter shows.',
  'purchaseLimitsCms.jurisdiction':
    'The state, as messages name it ("This would go over Michigan’s Flower limit …").',
  'purchaseLimitsCms.source':
    'The published rule the amounts come from (statute or regulator’s rule), shown under the meters.',
  'purchaseLimitsCms.RECREATIONAL':
    'The limits of the recreational menu; empty: none is checked there.',
  'purchaseLimitsCms.RECREATIONAL[].id':
    'A short name of your own for the limit (`flower`, `concentrate`), unique in the list.',
  'purchaseLimitsCms.RECREATIONAL[].label':
    'What the shopper reads: the meter’s label and the limit’s name in messages.',
  'purchaseLimitsCms.RECREATIONAL[].measure':
    '`GRAMS`: each product counts the weight of the option chosen ("3.5g", "1/8 oz"; an ounce is 28.3495 g) × quantity; an option that is not a weight ("N/A") counts nothing and the meter says so. `THC_MILLIGRAMS`: each product counts its THC in mg per package × quantity, for products whose potency is given in mg (edibles, tinctures).',
  'purchaseLimitsCms.RECREATIONAL[].amount':
    'The most one order may hold, in grams or mg. A hundredth past it still counts as at it, so 2.5 oz may be typed as 70.87.',
  'purchaseLimitsCms.RECREATIONAL[].categories':
    'The product categories that count toward it, as the menu API names them (`FLOWER`, `PRE_ROLLS`, `VAPORIZERS`, `CONCENTRATES`, `EDIBLES`, …). A product may count toward several limits (a concentrate toward the total and the concentrate limit).',
  'purchaseLimitsCms.MEDICAL': 'The limits of the medical menu, with the same fields.',
  'purchaseLimitsCms.MEDICAL[].id': 'As in `RECREATIONAL`.',
  'purchaseLimitsCms.MEDICAL[].label': 'As in `RECREATIONAL`.',
  'purchaseLimitsCms.MEDICAL[].measure': 'As in `RECREATIONAL`.',
  'purchaseLimitsCms.MEDICAL[].amount': 'As in `RECREATIONAL`.',
  'purchaseLimitsCms.MEDICAL[].categories': 'As in `RECREATIONAL`.',

  // Campaigns, chat and reminders
  'popupCampaigns[]._id':
    'The campaign’s id; every campaign needs one. Answers are recorded under it, and an answered campaign does not come back.',
  'popupCampaigns[].campaignName': 'The campaign’s name, sent with each recorded answer.',
  'popupCampaigns[].isFormEnable':
    'Shows the e-mail form. Off: the button records a click, then closes or follows its link.',
  'popupCampaigns[].schedule.type':
    '`ongoing`, or `customDates`: shown only between the start and end times (both included).',
  'popupCampaigns[].schedule.startTime': 'With custom dates: the start, in Unix seconds.',
  'popupCampaigns[].schedule.endTime': 'With custom dates: the end, in Unix seconds.',
  'popupCampaigns[].behavior.trigger.type':
    '`allPages`, or `specificPages`: only on the pages listed.',
  'popupCampaigns[].behavior.trigger.pageUrls':
    'The pages, as paths (compared without case, trailing slash, query or host).',
  'popupCampaigns[].behavior.showOnScroll.enabled':
    'Waits until the shopper has scrolled this far down the page.',
  'popupCampaigns[].behavior.showOnScroll.position': 'How far, in percent.',
  'popupCampaigns[].behavior.timeOnPage.enabled':
    'Waits this long on the page (with scroll too: counted from reaching the scroll position).',
  'popupCampaigns[].behavior.timeOnPage.time': 'How long, in seconds.',
  'popupCampaigns[].edit.display.templateType': 'The template: popup, flyout, full screen or bar.',
  'popupCampaigns[].edit.mainSection.form.emailPlaceholder': 'The e-mail field’s placeholder.',
  'popupCampaigns[].edit.mainSection.button.name': 'The button’s label.',
  'popupCampaigns[].edit.mainSection.button.type':
    'Without the form: `closeDisplay` closes, `linkToUrl` follows `navUrl`.',
  'popupCampaigns[].edit.mainSection.button.navUrl':
    'Where `linkToUrl` goes: a path opens in the storefront, `#…` sets the page’s anchor, an http(s) address opens a new tab; empty or anything else goes to `/`.',
  'popupCampaigns[].edit.mainSection.contentSection.heading': 'The heading.',
  'popupCampaigns[].edit.mainSection.contentSection.description': 'The text under it.',
  'popupCampaigns[].edit.mainSection.imageUpload.showLogo':
    'Shows a picture: `logoUrl`, else `/default.png`.',
  'popupCampaigns[].edit.mainSection.imageUpload.logoUrl': 'The picture.',
  'popupCampaigns[].thankSection.isEnable':
    'After a sign-up, shows a thank-you view in place of the template (else the campaign closes).',
  'popupCampaigns[].thankSection.imageSection.showLogo': 'Shows a picture in the thank-you view.',
  'popupCampaigns[].thankSection.imageSection.logoUrl': 'That picture.',
  'popupCampaigns[].thankSection.contentSection.heading': 'The thank-you heading.',
  'popupCampaigns[].thankSection.contentSection.description': 'The text under it.',
  'popupCampaigns[].thankSection.contentSection.showCouponCode':
    'Shows "Your Coupons: " and the coupon codes the sign-up returned, in capitals.',
  'popupCampaigns[].thankSection.button.type':
    '`close-display` closes; `navigate` closes and follows `navUrl`.',
  'popupCampaigns[].thankSection.button.navUrl': 'Where `navigate` goes (same rules as above).',
  'popupCampaigns[].thankSection.button.required': 'Shows the thank-you button.',
  'popupCampaigns[].thankSection.button.name': 'Its label.',
  'abandonedCartCampaignSettingsCms.isActive': 'Turns the e-mail reminder on.',
  'abandonedCartCampaignSettingsCms.triggerTiming':
    'How long after leaving the cart the e-mail is due, in milliseconds (sent to the backend as `abandonAfterMs`).',
  'abandonedCartNotificationSettingsCms.isActive': 'Turns the notification on.',
  'abandonedCartNotificationSettingsCms.delay':
    'How long after leaving the cart the notification is due, in milliseconds (sent as `abandonAfterMs`).',
  'chatPlatformCms.enabled':
    'Turns chat on. Off: both chat pages say "Chat with Retailer is not available" with a way to the contact page.',

  // Sponsored ads
  'adConfiguration.channelId': 'The provider’s channel; required for every placement.',
  'adConfiguration.provider.accountId': 'The retailer’s account with the ad provider.',
  'adConfiguration.provider.siteId': 'The site at the ad provider.',
  'adConfiguration.provider.isEnabled': 'Turns ads on.',
  'adConfiguration.placements':
    'One placement per slot, keyed by the slot’s name (`home-banner`, …). A slot without a placement shows nothing.',
  'adConfiguration.placements.<name>.adType':
    '`banner`, `product-card` or `carousel`; `video` shows nothing; anything else shows nothing and is listed as a problem.',
  'adConfiguration.placements.<name>.zoneId': 'The provider’s zone; required.',
  'adConfiguration.placements.<name>.width': 'A banner’s width in pixels.',
  'adConfiguration.placements.<name>.height':
    'A banner’s height in pixels: the space it holds while it loads.',
  'adConfiguration.placements.<name>.keyword':
    'Targets this search term; empty: the listing’s own term.',
  'adConfiguration.placements.<name>.catalog':
    'Targets this category; empty: the listing’s own category.',
  'adConfiguration.placements.<name>.strategy': 'The provider’s strategy; required.',
  'adConfiguration.placements.<name>.cardMinWidth': 'A product card’s narrowest width in pixels.',
  'adConfiguration.placements.<name>.cardMaxWidth': 'A product card’s widest width in pixels.',
  'adConfiguration.placements.<name>.maxItems':
    'A carousel’s number of products; required for carousels.',
  'adConfiguration.placements.<name>.recommend':
    'A carousel recommends around the product on the page; required (on) for carousels.',
  'adConfiguration.placements.<name>.suspenseOptions': 'Kept; not read by this storefront.',
  'adConfiguration.placements.<name>.mode':
    '`all`, or the breakpoints it shows at, separated by commas or spaces: `mobile` (below 768 px), `tablet`, `desktop` (from 1024 px), `wide` (from 1280 px).',

  // Measurement and consent
  'analyticsCms.gtmContainerId':
    'The retailer’s Google Tag Manager container, as Tag Manager shows it (`GTM-` and 4 to 12 capital letters or digits). Empty: no vendor script loads at all. Set: Tag Manager loads only once the shopper has accepted.',
  'analyticsCms.collectorEnabled':
    'Sends events to the storefront’s own collector (`POST /api/events`, on the store’s own address), which also keeps the Web Vitals behind the speed report.',
  'analyticsCms.necessaryEvents':
    'Events sent even before the shopper answers the banner, or after they decline, marked `necessary`: only events the store cannot run without (for example `web_vitals` to watch site speed). Empty: nothing is sent without consent.',
  'consentBannerCms.enabled':
    'Shows the banner. Off: the shopper is never asked, and only the necessary events are sent.',
  'consentBannerCms.title': 'The banner’s heading.',
  'consentBannerCms.message': 'The sentence under the heading: what is measured and why.',
  'consentBannerCms.acceptLabel': 'The button that allows measurement.',
  'consentBannerCms.declineLabel': 'The button that refuses it.',
  'consentBannerCms.settingsLabel':
    'The footer link that opens the banner again, so a shopper can change their answer.',
  'consentBannerCms.showDoNotSell':
    'Adds the "Do not sell or share" link to the footer, which some US state privacy laws ask for.',
  'consentBannerCms.doNotSellLabel': 'That link’s text.',
  'consentBannerCms.doNotSellUrl':
    'The retailer’s own opt-out page; empty: the link opens the banner instead.',

  // Compliance
  'complianceNoticesCms.licenseNumber':
    'The state licence number, shown after its label ("License No. AU-R-000123") in every footer design and wherever the switches below are on. Empty: no licence line.',
  'complianceNoticesCms.licenseLabel':
    'The words before the number, wherever the licence line shows; empty: the number alone.',
  'complianceNoticesCms.warnings':
    'The state’s warning texts, each shown whole as its own paragraph after the licence line, in every footer design and wherever the switches below are on. Blank entries are left out.',
  'complianceNoticesCms.showOnAgeGate':
    'Shows the notices at the end of the age gate’s card (`/customer-choice`, when `customerChoiceSettingsCMS.isAgeGateOn` is on).',
  'complianceNoticesCms.showInPopups':
    'Shows the notices as small print under the words and form of every popup campaign, in each template and in the thank-you view.',
  'complianceNoticesCms.showBesideAds':
    'Shows the notices under every sponsored banner and carousel and beside every sponsored product card (which then takes two cells of its listing), with the ad (ads show once a store is chosen and the ad provider is on).',

  // Site-wide switches
  'appSettings.dealsVersion':
    '`v2`: "Deals" links without an address go to `/deals-category` (deals by category) instead of `/deals`.',
  'appSettings.isShopPageTwo':
    'The categories’ "Shop all" and the sticky footer’s Shop go to `/shop-cannabis-near-me` instead of the shop path.',
  'appSettings.searchMenuType':
    '`fullText`: the mobile search field opens the full-screen search overlay (with the `searchPageCms` texts); any other value: it goes to `/search`.',
  'appSettings.careerVersion':
    'Any text turns the `/career` page ("Apply Now") on; `null` or empty: `/career` is not a page.',
  'appSettings.shopPath':
    'The shop listing’s address; every "Shop" link and brand page (`{shopPath}/brand/{brand}`) follows it.',

  // Preview only
  'meta.title': 'The site’s name in the toolbar and the studio.',
  'meta.description': 'One line saying what the site shows.',
};
