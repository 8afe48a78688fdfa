import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { DEAL_CARD_VARIANTS } from '../../schemas';
import { dealCardRegistry } from '../../engine/registry/dealCards';
import { dealCardArgs } from '../../variants/deal-cards/fixtures';
import { MatrixFrame } from './MatrixFrame';
import { MATRIX_PARAMETERS, waitForVariants } from './matrixParameters';

/** Every deal card variant from the registry with the same deal, per viewport (spec 2.15). */
function DealCardMatrix() {
  return (
    <MatrixFrame
      layout="grid"
      items={DEAL_CARD_VARIANTS.map((name) => {
        const DealCard = dealCardRegistry[name];
        return {
          name: `Deal card ${name}`,
          node: (
            <Slot>
              <DealCard {...dealCardArgs.withDescription} />
            </Slot>
          ),
        };
      })}
    />
  );
}

const Slot = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

const meta = {
  title: 'Matrix/Deal cards',
  component: DealCardMatrix,
  parameters: MATRIX_PARAMETERS,
  play: waitForVariants,
} satisfies Meta<typeof DealCardMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktopTall' } } };
export const Tablet: Story = { globals: { viewport: { value: 'tabletTall' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobileTall' } } };
