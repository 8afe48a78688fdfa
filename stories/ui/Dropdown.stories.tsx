import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Button, ChevronDownIcon, Dropdown } from '../../ui';

const Frame = styled.div`
  padding: 24px;
  min-height: 260px;
`;

const List = styled.ul`
  margin: 0;
  padding: 8px;
  list-style: none;
  a {
    display: block;
    padding: 6px 8px;
    text-decoration: none;
  }
`;

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  args: {
    panelLabel: 'Categories',
    renderTrigger: (props) => (
      <Button variant="secondary" {...props}>
        Categories <ChevronDownIcon size={16} />
      </Button>
    ),
    children: (
      <List>
        <li>
          <Link to="/category/flower">Flower</Link>
        </li>
        <li>
          <Link to="/category/edibles">Edibles</Link>
        </li>
        <li>
          <Link to="/category/vaporizers">Vaporizers</Link>
        </li>
      </List>
    ),
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Categories' }));
    const panel = within(await canvas.findByRole('region', { name: 'Categories' }));
    await expect(panel.getAllByRole('link')).toHaveLength(3);
  },
};

export const KeyboardOpensAndEscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Categories' });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Flower' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWhenFocusLeaves: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Categories' });
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
