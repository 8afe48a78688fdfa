import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import styled from 'styled-components';
import { RangeSlider } from '../../variants/catalogue/Facets';
import { REVIEW_VIEWPORTS } from './facetsStoryData';

const Frame = styled.div`
  max-width: 280px;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};

  @media (max-width: 767px) {
    max-width: none;
  }
`;

/** As on the page: a reported range comes back as the slider's value (the URL's range). */
function Controlled(props: ComponentProps<typeof RangeSlider>) {
  const [value, setValue] = useState(props.value);
  return (
    <Frame>
      <RangeSlider
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </Frame>
  );
}

const meta = {
  title: 'Catalogue/Facets/RangeSlider',
  component: RangeSlider,
  args: {
    label: 'THC',
    unit: '%',
    bounds: { min: 12, max: 35 },
    step: 0.5,
    value: { min: 12, max: 35 },
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { visualViewports: REVIEW_VIEWPORTS },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole span: both thumbs at the ends. */
export const WholeSpan: Story = {};

/** 18–30% chosen; milligrams read with a space. */
export const Chosen: Story = { args: { value: { min: 18, max: 30 } } };

export const Milligrams: Story = {
  args: {
    label: 'CBD',
    unit: 'mg',
    bounds: { min: 0, max: 500 },
    step: 5,
    value: { min: 50, max: 500 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum CBD' })).toHaveAttribute(
      'aria-valuetext',
      '50 mg',
    );
  },
};

/**
 * Keyboard: arrows move the focused thumb a step, Page Up ten, End to the end; each key let go
 * reports the range once. The minimum never passes the maximum.
 */
export const Keyboard: Story = {
  args: { value: { min: 18, max: 30 } },
  play: async ({ canvas, userEvent, args }) => {
    const min = canvas.getByRole('slider', { name: 'Minimum THC' });
    const max = canvas.getByRole('slider', { name: 'Maximum THC' });
    await userEvent.tab();
    await expect(min).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuenow', '18.5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 18.5, max: 30 });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 17.5, max: 30 });
    await userEvent.keyboard('{PageUp}');
    await expect(min).toHaveAttribute('aria-valuetext', '22.5%');
    await userEvent.keyboard('{End}');
    await expect(min).toHaveAttribute('aria-valuenow', '30');
    await expect(max).toHaveAttribute('aria-valuemin', '30');

    await userEvent.tab();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 30, max: 35 });
    await userEvent.keyboard('{Home}');
    await expect(max).toHaveAttribute('aria-valuenow', '30');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 30, max: 30 });
    // Apart again, so the picture and the target-size check see two thumbs.
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

/** A typed bound applies on Enter or on leaving the field; a bound that is no number is undone. */
export const TypedBounds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const minField = canvas.getByRole('textbox', { name: /^Min/ });
    const maxField = canvas.getByRole('textbox', { name: /^Max/ });
    await userEvent.clear(minField);
    await userEvent.type(minField, '20{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 20, max: 35 });
    await expect(canvas.getByRole('slider', { name: 'Minimum THC' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );

    await userEvent.clear(maxField);
    await userEvent.type(maxField, '28,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 20, max: 28.5 });

    await userEvent.clear(minField);
    await userEvent.type(minField, 'lots');
    await userEvent.tab();
    await expect(minField).toHaveValue('20');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Pointer: a drag moves a thumb and reports once, on release; a press on the track moves the
 * nearer thumb there. */
export const Pointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const max = canvas.getByRole('slider', { name: 'Maximum THC' });
    const track = max.parentElement;
    if (track === null) throw new Error('the thumbs sit on the track');
    const box = track.getBoundingClientRect();
    const at = (share: number) => ({ clientX: box.left + box.width * share, clientY: box.top + 4 });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: max, coords: at(1) },
      { target: track, coords: at(0.7) },
      { target: track, coords: at(0.5) },
      { keys: '[/MouseLeft]', target: track, coords: at(0.5) },
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 12, max: 23.5 });
    await expect(max).toHaveFocus();

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: at(0.1) },
      { keys: '[/MouseLeft]', target: track, coords: at(0.1) },
    ]);
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 14.5, max: 23.5 });
    await expect(canvas.getByRole('slider', { name: 'Minimum THC' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
