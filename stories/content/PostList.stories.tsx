import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { POSTS_PER_PAGE } from '../../engine/api/contentQueries';
import { Page, Title } from '../../engine/pages/frame/frame.styles';
import {
  pageCount,
  postCardData,
  postListEmpty,
} from '../../engine/viewmodels/content/contentView';
import { blogPosts, educationPosts } from '../../fixtures/data/contentPosts';
import type { ContentPostWire } from '../../fixtures/data/contentTypes';
import { ContentPostSchema } from '../../schemas';
import PostList from '../../variants/content/PostList';
import { Main, imagesLoaded } from '../catalogue/storyHelpers';
import { STORY_NOW } from '../store-pages/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** One page of cards as the list page builds them, dated against the preview's pinned clock. */
const cards = (posts: readonly ContentPostWire[]) =>
  posts
    .slice(0, POSTS_PER_PAGE)
    .map((post) => postCardData(ContentPostSchema.parse(post), STORY_NOW));

const meta = {
  title: 'Content/PostList',
  component: PostList,
  args: {
    status: 'ready',
    label: 'Blog articles',
    posts: cards(blogPosts),
    errorMessage: '',
    onRetry: fn(),
    empty: postListEmpty(
      'New articles are on their way. Check back soon for news, guides and stories.',
      1,
      '/blog',
    ),
    pageNo: 1,
    pageCount: pageCount(blogPosts.length, POSTS_PER_PAGE),
    hrefFor: (page: number) => (page > 1 ? `/blog?pageNo=${page}` : '/blog'),
  },
  parameters: { pageTitle: 'Blog' },
  decorators: [
    // The page's column and heading (the route's title, in parameters: it is not the view's).
    (Story, { parameters }) => (
      <Main>
        <Page>
          <Title>{typeof parameters.pageTitle === 'string' ? parameters.pageTitle : ''}</Title>
          <Story />
        </Page>
      </Main>
    ),
  ],
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 2: six cards with cover, category, excerpt and spec 9 relative dates; page links. */
export const Blog: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: 'Blog articles' }));
    await expect(list.getAllByRole('article')).toHaveLength(6);
    await expect(
      list.getByRole('link', { name: 'A Beginner’s Guide to Terpenes' }),
    ).toHaveAttribute('href', '/blog/a-beginners-guide-to-terpenes');
    await expect(list.getByText('Today')).toHaveAttribute('datetime', '2026-11-17T15:30:00.000Z');
    await expect(list.getByText('Yesterday')).toBeVisible();
    await expect(list.getByText('5 days ago')).toBeVisible();
    await expect(list.getAllByText('Guides')).toHaveLength(3);
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blog?pageNo=2',
    );
    await imagesLoaded(canvasElement);
  },
};

/** Phones: one column of cards. */
export const BlogMobile: Story = { ...Blog, globals: MOBILE };

/** A collection that fits one page: no page links. */
export const Education: Story = {
  parameters: { pageTitle: 'Education' },
  args: {
    label: 'Education articles',
    posts: cards(educationPosts),
    pageCount: pageCount(educationPosts.length, POSTS_PER_PAGE),
    hrefFor: (page: number) => (page > 1 ? `/education?pageNo=${page}` : '/education'),
  },
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: 'Education articles' }));
    await expect(list.getAllByRole('article')).toHaveLength(4);
    await expect(list.getByText('Edibles Dosing 101: Start Low, Go Slow')).toHaveAttribute(
      'href',
      '/education/edibles-dosing-101',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** First load: six skeleton cards, announced once as "Loading articles". */
export const Loading: Story = {
  args: { status: 'loading', posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading articles');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Spec 8: the server's own message, and "Try again" asks for the page again. */
export const LoadError: Story = {
  args: {
    status: 'error',
    posts: [],
    errorMessage: 'The blog is being updated. Try again in a minute.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'We couldn’t load the articles' }),
    ).toBeVisible();
    await expect(
      alert.getByText('The blog is being updated. Try again in a minute.'),
    ).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No articles yet: the collection's own message and a way home. */
export const Empty: Story = {
  args: { posts: [], pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No articles yet' })).toBeVisible();
    await expect(
      canvas.getByText(
        'New articles are on their way. Check back soon for news, guides and stories.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** /blog?pageNo=9 on a blog of two pages: no "no articles yet", but no such page and a way back. */
export const PastTheLastPage: Story = {
  args: { posts: [], pageNo: 9, pageCount: 2, empty: postListEmpty('', 9, '/blog') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'There is no page 9' })).toBeVisible();
    await expect(canvas.getByText('The list starts on page 1.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};
