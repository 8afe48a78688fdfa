// What the menu version stories share (spec 2.9): the args they start from and opening one of a
// drawer's tabs.
import { expect, fn, within } from 'storybook/test';
import { menuData } from '../../variants/menus/fixtures';

/** Args every menu story starts from: the default menu, events as fresh mocks per file. */
export const menuArgs = () => ({
  ...menuData.default,
  onClose: fn(),
  onNavigate: fn(),
  onDealSearch: fn(),
});

type Canvas = ReturnType<typeof within>;
type User = { click(element: Element): Promise<void> };

/** Clicks the tab called `name`, checks it is selected and returns its panel. */
export async function openTab(canvas: Canvas, userEvent: User, name: string) {
  const tab = canvas.getByRole('tab', { name });
  await userEvent.click(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return within(canvas.getByRole('tabpanel', { name }));
}
