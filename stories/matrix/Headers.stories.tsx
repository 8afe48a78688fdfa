import type { Meta, StoryObj } from '@storybook/react-vite';
import { HEADER_VARIANTS } from '../../schemas';
import { headerRegistry } from '../../engine/registry/headers';
import { headerArgs } from '../../variants/headers/fixtures';
import { MatrixFrame } from './MatrixFrame';
import { MATRIX_PARAMETERS, waitForVariants } from './matrixParameters';

/** Every header version from the registry with the same signed-in fixture, per viewport. */
function HeaderMatrix() {
  return (
    <MatrixFrame
      items={HEADER_VARIANTS.map((name) => {
        const Header = headerRegistry[name];
        return { name: `Header ${name}`, node: <Header {...headerArgs.signedIn} /> };
      })}
    />
  );
}

const meta = {
  title: 'Matrix/Headers',
  component: HeaderMatrix,
  parameters: MATRIX_PARAMETERS,
  play: waitForVariants,
} satisfies Meta<typeof HeaderMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktopTall' } } };
export const Tablet: Story = { globals: { viewport: { value: 'tabletTall' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobileTall' } } };
