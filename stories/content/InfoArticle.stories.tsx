import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Page, Title } from '../../engine/pages/frame/frame.styles';
import { calendarDate } from '../../engine/viewmodels/content/contentView';
import { useSanitizedHtmlList } from '../../engine/viewmodels/richText/useSanitizedHtmlList';
import { infoPages } from '../../fixtures/data/contentPages';
import type { InfoPageWire } from '../../fixtures/data/contentTypes';
import { InfoPageSchema } from '../../schemas';
import { InfoArticle, InfoArticleSkeleton } from '../../variants/content/InfoArticle';

type Props = ComponentProps<typeof InfoArticle>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

function fixturePage(slug: string): InfoPageWire {
  const page = infoPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No info page fixture "${slug}"`);
  return page;
}

/**
 * The props the info page builds from a CMS record, except that each section's `html` is still
 * the CMS's own: the story's render sanitises it as the page does.
 */
const pageArgs = (wire: InfoPageWire, tableOfContents: boolean): Props => {
  const page = InfoPageSchema.parse(wire);
  return {
    intro: page.intro,
    updated: calendarDate(page.updatedAt, 'MMMM D, YYYY'),
    updatedDateTime: page.updatedAt,
    sections: page.sections,
    tableOfContents,
  };
};

/** The page's path for CMS HTML: every section through the one sanitiser, cached per text. */
function SanitisedInfoArticle(props: Props) {
  const htmls = useSanitizedHtmlList(props.sections.map((section) => section.html));
  const sections = props.sections.map((section, index) => ({
    ...section,
    html: htmls[index] ?? '',
  }));
  return <InfoArticle {...props} sections={sections} />;
}

/**
 * The page's main region below the band the shell's sticky header takes: the contents column
 * sticks below that header, so without the band it would sit lower than the text beside it.
 */
const UnderHeader = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
`;

const meta = {
  title: 'Content/InfoArticle',
  component: InfoArticle,
  args: pageArgs(fixturePage('about'), false),
  render: (args) => <SanitisedInfoArticle {...args} />,
  parameters: { pageTitle: 'About Greenleaf Market' },
  decorators: [
    // The page's column and its heading: the CMS title, in parameters (the view does not show it).
    (Story, { parameters }) => (
      <UnderHeader>
        <Page>
          <Title>{typeof parameters.pageTitle === 'string' ? parameters.pageTitle : ''}</Title>
          <Story />
        </Page>
      </UnderHeader>
    ),
  ],
} satisfies Meta<typeof InfoArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about: lead paragraph, "Last updated" and titled sections, no table of contents. */
export const About: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/a family of seven dispensaries/)).toBeVisible();
    await expect(canvas.getByText('September 1, 2026')).toHaveAttribute(
      'datetime',
      '2026-09-01T12:00:00.000Z',
    );
    await expect(canvas.getByText(/^Last updated/)).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Our story',
      'What we stand for',
      'Visit us',
    ]);
    await expect(canvas.getByRole('region', { name: 'Our story' })).toHaveAttribute(
      'id',
      'our-story',
    );
    await expect(await canvas.findByRole('link', { name: 'store finder' })).toHaveAttribute(
      'href',
      '/find-a-dispensary',
    );
    await expect(await canvas.findByText('Lab-tested products only.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Policy pages: "On this page" links to every section, a sticky column from desktop. */
export const PolicyWithContents: Story = {
  args: pageArgs(fixturePage('terms-and-conditions'), true),
  parameters: { pageTitle: 'Terms & Conditions' },
  play: async ({ canvas }) => {
    const toc = within(canvas.getByRole('navigation', { name: 'On this page' }));
    const links = toc.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#eligibility',
      '#orders',
      '#purchase-limits',
      '#accounts',
      '#liability',
      '#changes',
    ]);
    // Every link lands on its section.
    for (const link of links) {
      const target = canvas.getByRole('region', { name: link.textContent ?? '' });
      await expect(`#${target.id}`).toBe(link.getAttribute('href'));
    }
    await expect(await canvas.findByText(/State law limits how much cannabis/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Close Your Account' })).toHaveAttribute(
      'href',
      '/account/close-your-account',
    );
  },
};

/** Phones: the table of contents sits above the text. */
export const PolicyWithContentsMobile: Story = { ...PolicyWithContents, globals: MOBILE };

/**
 * One section pasted from another site, no intro and no date: no "Last updated", no table of
 * contents for a single section even on a policy page, and the sanitiser strips the script,
 * handler and javascript: link while keeping the words.
 */
export const SingleSection: Story = {
  parameters: { pageTitle: 'Privacy Policy' },
  args: pageArgs(
    {
      ...fixturePage('privacy-policy'),
      intro: '',
      updatedAt: '',
      sections: [
        {
          anchor: 'contact',
          heading: 'Contact us',
          html:
            '<p onclick="alert(1)">Questions about this policy? Write to privacy@greenleafmarket.example.</p>' +
            '<script>window.__pwned = true;</script>' +
            '<p><a href="javascript:alert(2)">Open the privacy form</a> or use our <a href="/contact">contact page</a>.</p>',
        },
      ],
    },
    true,
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(await canvas.findByText('Open the privacy form')).not.toHaveAttribute('href');
    await expect(canvas.getByText(/Questions about this policy/)).not.toHaveAttribute('onclick');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText(/Last updated/)).toBeNull();
  },
};

/** While a policy page loads: contents and three sections of text as skeletons. */
export const Loading: Story = {
  parameters: { pageTitle: 'Privacy Policy' },
  render: () => <InfoArticleSkeleton tableOfContents />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the page');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };
