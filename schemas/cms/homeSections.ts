/**
 * homePageSections (the spec leaves the home page's content open): the sections of /
 * and /homepage2, in order, each `{ type, settings }`.
 *
 * Leniency is per section: a section whose type is unknown, or whose settings do not validate,
 * is left out with one diagnostic naming every problem, and the others render. A missing or
 * non-list setting means DEFAULT_HOME_SECTIONS (see homeSectionsFor).
 */
import { z } from 'zod';
import { ContentKindSchema } from '../api/content';
import { flag, text } from '../fields';

const nonEmpty = () => z.string().trim().min(1);

/** One slide of the hero: the picture is required, everything on it optional. */
export const HeroSlideSchema = z.object({
  image: nonEmpty(),
  /** Empty for a decorative picture (the heading says it all). */
  imageAlt: text(),
  heading: text(),
  text: text(),
  buttonText: text(),
  buttonLink: text(),
  /** The picture's intrinsic size: sets width/height so the page never shifts when it arrives. */
  width: z.number().int().positive().default(1600),
  height: z.number().int().positive().default(600),
});
export type HeroSlide = z.output<typeof HeroSlideSchema>;

export const HeroBannerSettingsSchema = z.object({
  /** One slide is a banner image; two or more a carousel. */
  slides: z.array(HeroSlideSchema).min(1).max(8),
});

export const StoreBarSettingsSchema = z
  .object({
    /** Shown above the prompt when no store is chosen yet. */
    promptText: text('Choose your store to see its menu, hours and deals.'),
  })
  .prefault({});

export const CategoryTilesSettingsSchema = z
  .object({
    title: text('Shop by category'),
    /** How many categories at most, in the API's order. */
    limit: z.number().int().min(1).max(24).default(6),
  })
  .prefault({});

export const PRODUCT_CAROUSEL_SOURCES = ['trending', 'new', 'onSale', 'category', 'brand'] as const;
export type ProductCarouselSource = (typeof PRODUCT_CAROUSEL_SOURCES)[number];

export const ProductCarouselSettingsSchema = z
  .object({
    /** Empty: a title per source ("Trending now", the category's or brand's name, …). */
    title: text(),
    source: z.enum(PRODUCT_CAROUSEL_SOURCES).default('trending'),
    /** The category's urlSlug or name; required by source "category". */
    category: text(),
    /** The brand's urlSlug, name or id; required by source "brand". */
    brand: text(),
    /** A deal's urlSlug for "onSale"; empty: the store's first active deal. */
    specialSlug: text(),
    /** Spec 7.3 asks 6 trending products; a carousel may show more. */
    limit: z.number().int().min(1).max(24).default(12),
  })
  .prefault({})
  .superRefine((settings, ctx) => {
    if (settings.source === 'category' && settings.category.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'source "category" needs one' });
    if (settings.source === 'brand' && settings.brand.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['brand'], message: 'source "brand" needs one' });
  });

/** Title, button and deals come from todaysDealsCmsData and the store (spec 2.15). */
export const TodaysDealsSettingsSchema = z.object({}).prefault({});

export const BrandStripSettingsSchema = z
  .object({
    title: text('Shop by brand'),
    limit: z.number().int().min(1).max(24).default(12),
    /** Sponsored brands lead the strip (spec §3 Brand); off lists the plain brand order. */
    sponsoredFirst: flag(true),
  })
  .prefault({});

export const RichTextSettingsSchema = z.object({
  /** Empty: the block has no heading and is labelled "About us". */
  title: text(),
  /** CMS HTML; sanitised where it is rendered. */
  html: nonEmpty(),
});

/** The latest articles of the blog or the education library, newest first. */
export const ContentTeaserSettingsSchema = z
  .object({
    kind: ContentKindSchema.default('blog'),
    /** Empty: "From the blog" or "Learn about cannabis", by kind. */
    title: text(),
    limit: z.number().int().min(1).max(6).default(3),
  })
  .prefault({});

/**
 * Where the home-banner ad (spec 2.17, the ads issue) sits among the sections. The placement
 * itself (zone, size, breakpoints) is adConfiguration's; a site with the provider off shows nothing.
 */
export const AdSlotSettingsSchema = z.object({}).prefault({});

const section = <T extends string, S extends z.ZodType>(type: T, settings: S) =>
  z.object({ type: z.literal(type), settings });

/** One entry per section type: its `type` and its settings' schema. */
export const HomeSectionUnionSchema = z.discriminatedUnion('type', [
  section('heroBanner', HeroBannerSettingsSchema),
  section('storeBar', StoreBarSettingsSchema),
  section('categoryTiles', CategoryTilesSettingsSchema),
  section('productCarousel', ProductCarouselSettingsSchema),
  section('todaysDeals', TodaysDealsSettingsSchema),
  section('brandStrip', BrandStripSettingsSchema),
  section('richText', RichTextSettingsSchema),
  section('adSlot', AdSlotSettingsSchema),
  section('contentTeaser', ContentTeaserSettingsSchema),
]);
export type HomeSection = z.output<typeof HomeSectionUnionSchema>;
export type HomeSectionType = HomeSection['type'];
export type HomeSectionOf<T extends HomeSectionType> = Extract<HomeSection, { type: T }>;

/** Every section type, in the union's order (the one list of them in schemas/). */
export const HOME_SECTION_TYPES: readonly HomeSectionType[] = HomeSectionUnionSchema.options.map(
  (option) => option.shape.type.value,
);

const isKnownType = (type: unknown): type is HomeSectionType =>
  typeof type === 'string' && (HOME_SECTION_TYPES as readonly string[]).includes(type);

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * One section, validated as a whole: the issue is raised on the section itself, so parseLenient
 * removes the section (never half of it) and records exactly one diagnostic for it.
 */
export const HomeSectionSchema = z.unknown().transform((raw, ctx): HomeSection => {
  const type = typeof raw === 'object' && raw !== null && 'type' in raw ? raw.type : undefined;
  if (!isKnownType(type)) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown section type ${JSON.stringify(type) ?? 'undefined'} (known: ${HOME_SECTION_TYPES.join(', ')}); section left out`,
    });
    return z.NEVER;
  }
  const result = HomeSectionUnionSchema.safeParse(raw);
  if (!result.success) {
    ctx.addIssue({
      code: 'custom',
      message: `${type} ${describeIssues(result.error.issues)}; section left out`,
    });
    return z.NEVER;
  }
  return result.data;
});

export const HomePageSectionsSchema = z.array(HomeSectionSchema).optional();
export type HomePageSections = z.output<typeof HomePageSectionsSchema>;

/** The documented default home: what a site without homePageSections (or with none left) shows. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = [
  {
    type: 'heroBanner',
    settings: {
      slides: [
        {
          image: '/images/hero/welcome.svg',
          imageAlt: '',
          heading: 'Your neighbourhood dispensary, online',
          text: 'Order ahead for pickup or delivery. Lab-tested products, friendly staff.',
          buttonText: 'Shop the menu',
          buttonLink: '/shop',
          width: 1600,
          height: 600,
        },
      ],
    },
  },
  { type: 'adSlot', settings: {} },
  { type: 'storeBar', settings: StoreBarSettingsSchema.parse(undefined) },
  { type: 'categoryTiles', settings: CategoryTilesSettingsSchema.parse(undefined) },
  { type: 'productCarousel', settings: ProductCarouselSettingsSchema.parse(undefined) },
  { type: 'todaysDeals', settings: {} },
  { type: 'brandStrip', settings: BrandStripSettingsSchema.parse(undefined) },
];
