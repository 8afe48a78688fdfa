import type { Meta, StoryObj } from '@storybook/react-vite';
import { FOOTER_VARIANTS } from '../../schemas';
import { footerRegistry } from '../../engine/registry/footers';
import { footerArgs } from '../../variants/footers/fixtures';
import { MatrixFrame } from './MatrixFrame';
import { MATRIX_PARAMETERS, waitForVariants } from './matrixParameters';

/** Every footer design from the registry with the same fixture, per viewport. */
function FooterMatrix() {
  return (
    <MatrixFrame
      items={FOOTER_VARIANTS.map((name) => {
        const Footer = footerRegistry[name];
        return { name: `Footer ${name}`, node: <Footer {...footerArgs.default} /> };
      })}
    />
  );
}

const meta = {
  title: 'Matrix/Footers',
  component: FooterMatrix,
  parameters: MATRIX_PARAMETERS,
  play: waitForVariants,
} satisfies Meta<typeof FooterMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktopTall' } } };
export const Tablet: Story = { globals: { viewport: { value: 'tabletTall' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobileTall' } } };
