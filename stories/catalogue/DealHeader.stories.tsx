import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadSiteConfig } from '../../.storybook/siteFixture';
import { dealHeaderData, findSpecial } from '../../engine/viewmodels/catalogue/dealHeaderData';
import { catalogue } from '../../fixtures/data';
import { SpecialSchema } from '../../schemas';
import DealHeader from '../../variants/catalogue/DealHeader';
import { imagesLoaded, inPageFrame } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const specials = catalogue.specials.map((wire) => SpecialSchema.parse(wire));

/** A seeded special by slug, as the deal page finds it. */
function special(slug: string) {
  const found = findSpecial(specials, slug);
  if (found === null) throw new Error(`No seeded special ${slug}`);
  return found;
}

// The deal-card sites show each deal's own banner (the menu provider's image); the default site
// falls back to the shipped default deals picture.
const providerImages = loadSiteConfig('deal-card-one').config.settings.dealsImageSettingCMS;
const defaultImages = loadSiteConfig('default').config.settings.dealsImageSettingCMS;

const flowerDeal = dealHeaderData(special('20-off-all-flower'), providerImages, null);

const meta = {
  title: 'Catalogue/DealHeader',
  component: DealHeader,
  args: { deal: flowerDeal },
  decorators: [inPageFrame],
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof DealHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /deals/{slug}: no context, so the eyebrow reads just "Deal". */
export const Deal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '20% Off All Flower' }),
    ).toBeVisible();
    await expect(canvas.getByText('Deal', { exact: true })).toBeVisible();
    await expect(
      canvas.getByText('Save 20% on every eighth, quarter and half of flower, all week.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/images/deals/20-off-all-flower.svg',
    );
    await imagesLoaded(canvasElement);
  },
};

/** /deals-collection/{category}?brandId=…: the deal narrowed to one category and one brand. */
export const InCategoryFromBrand: Story = {
  args: {
    deal: dealHeaderData(
      special('20-off-all-flower'),
      providerImages,
      'In Flowers · From Green Harbor',
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Deal · In Flowers · From Green Harbor')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** The default site's image setting: every deal shows the shipped default picture. */
export const DefaultImage: Story = {
  args: { deal: dealHeaderData(special('bogo-pre-rolls'), defaultImages, 'In Pre Rolls') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'BOGO Pre Rolls' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/images/deals-default-img.png',
    );
    await imagesLoaded(canvasElement);
  },
};

/** A special without a description: the name stands alone. */
export const NoDescription: Story = {
  args: { deal: { ...flowerDeal, description: '' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '20% Off All Flower' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Save 20%/)).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** A CMS name and description far longer than the seeded ones must wrap, not overflow. */
const longDeal = {
  ...dealHeaderData(special('weekend-bundle'), providerImages, 'In Accessories'),
  name: 'Weekend Bundle: Mix And Match Any Three Eligible Accessories, Papers And Grinders For $45',
  description:
    'Mix and match any three eligible items for $45. Valid Friday through Sunday at participating stores while supplies last; cannot be combined with other offers or loyalty rewards.',
};

export const LongTexts: Story = {
  args: { deal: longDeal },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: longDeal.name })).toBeVisible();
    await expect(canvas.getByText(longDeal.description)).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Phones stack the picture over the text. */
export const LongTextsMobile: Story = { ...LongTexts, globals: MOBILE };

/** The special is still loading: a skeleton banner, announced once. */
export const Loading: Story = {
  args: { deal: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading deal');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };
