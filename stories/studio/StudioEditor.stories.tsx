import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useReducer } from 'react';
import { expect } from 'storybook/test';
import { SiteConfigSchema } from '../../schemas';
import { loadSiteRaw } from '../../fixtures/sites';
import { EditorPanel } from '../../engine/studio/EditorPanel';
import { editorGuards } from '../../engine/studio/editorGuards';
import { formSections } from '../../engine/studio/formFields';
import type { OverflowReports } from '../../engine/studio/overflowGuards';
import { indexProblems } from '../../engine/studio/problems';
import { loadStudio, studioReducer, type StudioAction } from '../../engine/studio/studioState';

const SECTIONS = formSections(SiteConfigSchema);

/** The studio's editor (/__studio, left side) on a fixture site, with its sections open. */
function StudioEditor({
  site,
  actions = [],
  overflow = {},
}: {
  site: string;
  actions?: StudioAction[];
  /** What the preview frames would report overflowing (the editor shows it, frames measure it). */
  overflow?: OverflowReports;
}) {
  const [state, dispatch] = useReducer(studioReducer, undefined, () =>
    actions.reduce(studioReducer, loadStudio(site, loadSiteRaw(site) ?? {})),
  );
  const guards = useMemo(
    () => editorGuards(state.settings, SECTIONS, overflow),
    [state.settings, overflow],
  );
  const problems = useMemo(
    () => indexProblems(state.diagnostics, guards),
    [state.diagnostics, guards],
  );
  return (
    <div style={{ maxWidth: 480, height: '100vh', display: 'flex' }}>
      <EditorPanel
        state={state}
        sections={SECTIONS}
        problems={problems}
        guards={guards}
        dispatch={dispatch}
      />
    </div>
  );
}

const meta = {
  title: 'Studio/Editor',
  component: StudioEditor,
  args: { site: 'default' },
} satisfies Meta<typeof StudioEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement, section: string) => {
  const details = canvasElement.querySelector<HTMLDetailsElement>(
    `details[data-section="${section}"]`,
  );
  if (details) details.open = true;
};

export const Sections: Story = {};

export const VariantPickers: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    open(canvasElement, 'headerFooterSettings');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Header Five' }));
    await expect(canvas.getByRole('radio', { name: 'Header Five' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Header One' })).not.toBeChecked();
  },
};

export const LowContrastFooterColours: Story = {
  args: { site: 'footer-low-contrast' },
  play: async ({ canvas, canvasElement }) => {
    open(canvasElement, 'generalSettingsComponentUiData');
    await expect(
      (await canvas.findAllByText(/below the 4.5:1 WCAG AA minimum/)).length,
    ).toBeGreaterThan(0);
  },
};

export const LinksAndTexts: Story = {
  args: {
    actions: [
      {
        type: 'setValue',
        path: ['headerWidgetCmsData', 'links', 1, 'url'],
        value: 'javascript:alert(1)',
      },
      {
        type: 'setValue',
        path: ['headerWidgetCmsData', 'links', 0, 'label'],
        value: 'Shop every product we carry',
      },
    ],
    overflow: {
      375: ['headerWidgetCmsData.links[0].label'],
      768: ['headerWidgetCmsData.links[0].label'],
      1280: [],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    open(canvasElement, 'headerWidgetCmsData');
    await expect(await canvas.findByText(/“javascript:alert\(1\)” is dropped/)).toBeVisible();
    await expect(canvas.getByText(/Overflows its box at 375 and 768 px/)).toBeVisible();
  },
};

export const InvalidJson: Story = {
  args: {
    actions: [
      {
        type: 'editText',
        text: '{\n  "headerFooterSettings": {\n    "isHeaderOne": true,,\n  }\n}\n',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^JSON/ }));
    await expect(canvas.getByText(/Line 3, column \d+/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
