import type { Meta, StoryObj } from '@storybook/react-vite';
import { FOOTER_VARIANTS, type FooterVariant } from '../../schemas';
import { footerRegistry } from '../../engine/registry/footers';
import { footerArgs } from '../../variants/footers/fixtures';
import { MatrixFrame } from './MatrixFrame';
import { MATRIX_PARAMETERS, waitForVariants } from './matrixParameters';

/**
 * Every footer design from the registry with the same fixture, per viewport. Ten footers are
 * taller than one screenshot, so each viewport is shown in two halves (One–Five, Six–Ten).
 */
function FooterMatrix({ designs }: { designs: readonly FooterVariant[] }) {
  return (
    <MatrixFrame
      items={designs.map((name) => {
        const Footer = footerRegistry[name];
        return { name: `Footer ${name}`, node: <Footer {...footerArgs.default} /> };
      })}
    />
  );
}

const FIRST_HALF = FOOTER_VARIANTS.slice(0, 5);
const SECOND_HALF = FOOTER_VARIANTS.slice(5);

const meta = {
  title: 'Matrix/Footers',
  component: FooterMatrix,
  parameters: MATRIX_PARAMETERS,
  args: { designs: FIRST_HALF },
  play: waitForVariants,
} satisfies Meta<typeof FooterMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktopTall' } };
const tablet = { viewport: { value: 'tabletTall' } };

export const DesktopOneToFive: Story = { globals: desktop };
export const DesktopSixToTen: Story = { args: { designs: SECOND_HALF }, globals: desktop };
export const TabletOneToFive: Story = { globals: tablet };
export const TabletSixToTen: Story = { args: { designs: SECOND_HALF }, globals: tablet };
