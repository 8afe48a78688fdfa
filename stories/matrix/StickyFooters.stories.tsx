import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { STICKY_FOOTER_VARIANTS } from '../../schemas';
import { stickyFooterRegistry } from '../../engine/registry/stickyFooters';
import { designArgs } from '../../variants/sticky-footers/fixtures';
import { MatrixFrame } from './MatrixFrame';
import { MATRIX_PARAMETERS, waitForVariants } from './matrixParameters';

const noop = () => undefined;

/** Every sticky footer design from the registry at 375 px, each with its own items and badge
 * rule (they are hidden from 1024 px). */
function StickyFooterMatrix() {
  return (
    <MatrixFrame
      items={STICKY_FOOTER_VARIANTS.map((name) => {
        const StickyFooter = stickyFooterRegistry[name];
        return {
          name: `Sticky footer ${name}`,
          node: (
            <Slot>
              <StickyFooter
                {...designArgs(name)}
                onNavigate={noop}
                onMenu={noop}
                onCentre={noop}
                onCloseSheet={noop}
              />
            </Slot>
          ),
        };
      })}
    />
  );
}

/** The bar is position: fixed; the matrix cell contains it, so give the cell room for it. */
const Slot = styled.div`
  min-height: 96px;
`;

const meta = {
  title: 'Matrix/Sticky footers',
  component: StickyFooterMatrix,
  parameters: MATRIX_PARAMETERS,
  play: waitForVariants,
  globals: { viewport: { value: 'mobileTall' } },
} satisfies Meta<typeof StickyFooterMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
