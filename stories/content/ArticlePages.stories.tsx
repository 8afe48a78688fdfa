import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ContentPage from '../../engine/pages/ContentPage';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { Main, imagesLoaded } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const TABLET = { viewport: { value: 'tablet', isRotated: false } };

/** /blog, /education and their articles, connected to the mock backend's CMS content. */
const meta = {
  title: 'Content/Articles',
  component: ContentPage,
  render: () => (
    <Main>
      <ContentPage />
    </Main>
  ),
  parameters: { route: '/blog' },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('list', { name }, { timeout: 8000 }));

/** Six newest articles with cover, category, excerpt and spec 9 relative dates; page links. */
export const Blog: Story = {
  play: async ({ canvasElement }) => {
    const list = await articles(canvasElement, 'Blog articles');
    await expect(list.getAllByRole('article')).toHaveLength(6);
    await expect(
      list.getByRole('link', { name: 'A Beginner’s Guide to Terpenes' }),
    ).toHaveAttribute('href', '/blog/a-beginners-guide-to-terpenes');
    await expect(list.getAllByText('Today')).toHaveLength(1);
    await expect(list.getByText('Yesterday')).toBeVisible();
    await expect(list.getByText('5 days ago')).toBeVisible();
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blog?pageNo=2',
    );
    await imagesLoaded(canvasElement);
  },
};

export const BlogTablet: Story = { ...Blog, globals: TABLET };
export const BlogMobile: Story = { ...Blog, globals: MOBILE };

/** ?pageNo=2: the oldest article, and a way back to page 1. */
export const BlogPageTwo: Story = {
  parameters: { route: '/blog?pageNo=2' },
  play: async ({ canvasElement }) => {
    const list = await articles(canvasElement, 'Blog articles');
    await expect(list.getAllByRole('article')).toHaveLength(1);
    await expect(list.getByText('1 year ago')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await imagesLoaded(canvasElement);
  },
};

export const BlogLoading: Story = {
  parameters: { msw: [loadingHandler('contentPosts')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading articles');
  },
};

export const BlogLoadingMobile: Story = { ...BlogLoading, globals: MOBILE };

export const BlogEmpty: Story = {
  parameters: {
    msw: [fixedHandler('contentPosts', { statusCode: 200, data: { data: [], total: 0 } })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No articles yet' })).toBeVisible();
  },
};

/** Spec 8: the server's own message, with "Try again". */
export const BlogError: Story = {
  parameters: {
    msw: [errorHandler('contentPosts', 503, 'The blog is being updated. Try again in a minute.')],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The blog is being updated. Try again in a minute.',
    );
  },
};

export const Education: Story = {
  parameters: { route: '/education' },
  play: async ({ canvasElement }) => {
    const list = await articles(canvasElement, 'Education articles');
    await expect(list.getAllByRole('article')).toHaveLength(4);
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Pagination' }),
    ).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

export const EducationMobile: Story = { ...Education, globals: MOBILE };

/**
 * The article's body is CMS HTML through the strict allowlist: the pasted <script>, the
 * javascript: link and its onclick are gone; the link's words stay. Related articles follow.
 */
export const BlogDetails: Story = {
  parameters: { route: '/blog/a-beginners-guide-to-terpenes' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'A Beginner’s Guide to Terpenes' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'The big five' })).toBeVisible();
    const article = canvasElement.querySelector('article');
    await expect(article?.querySelector('script')).toBeNull();
    await expect(article?.querySelector('[onclick]')).toBeNull();
    await expect(article?.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.getByText('Claim your terpene sampler')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'research overview' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const related = within(await canvas.findByRole('region', { name: 'Related articles' }));
    await waitFor(() => expect(related.getAllByRole('article')).toHaveLength(2));
    const ld = [...canvasElement.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string },
    );
    await expect(ld.map((entry) => entry['@type'])).toContain('Article');
    await imagesLoaded(canvasElement);
  },
};

export const BlogDetailsMobile: Story = { ...BlogDetails, globals: MOBILE };

export const EducationDetails: Story = {
  parameters: { route: '/education/edibles-dosing-101' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Edibles Dosing 101: Start Low, Go Slow' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Back to Education' })).toHaveAttribute(
      'href',
      '/education',
    );
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByText('Education Details')).toHaveAttribute('aria-current', 'page');
    await imagesLoaded(canvasElement);
  },
};

export const ArticleLoading: Story = {
  parameters: {
    route: '/blog/a-beginners-guide-to-terpenes',
    msw: [loadingHandler('contentPost')],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the article');
  },
};

export const ArticleNotFound: Story = {
  parameters: { route: '/blog/no-such-article' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We couldn’t find this article' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};
