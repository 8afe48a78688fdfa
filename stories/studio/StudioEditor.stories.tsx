import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useReducer } from 'react';
import { expect, fn } from 'storybook/test';
import { SiteConfigSchema } from '../../schemas';
import { loadSiteRaw } from '../../fixtures/sites';
import { EditorPanel } from '../../engine/studio/EditorPanel';
import { editorGuards } from '../../engine/studio/editorGuards';
import { formSections } from '../../engine/studio/formFields';
import type { OverflowReports } from '../../engine/studio/overflowGuards';
import type { PreviewRoutePath } from '../../engine/studio/previewOptions';
import { ShowPreviewRoute } from '../../engine/studio/previewRoute';
import { indexProblems } from '../../engine/studio/problems';
import { loadStudio, studioReducer, type StudioAction } from '../../engine/studio/studioState';

const SECTIONS = formSections(SiteConfigSchema);

/** The studio's editor (/__studio, left side) on a fixture site, with its sections open. */
function StudioEditor({
  site,
  actions = [],
  overflow = {},
  onShowRoute = () => {},
}: {
  site: string;
  actions?: StudioAction[];
  /** What the preview frames would report overflowing (the editor shows it, frames measure it). */
  overflow?: OverflowReports;
  /** Where the form's "Show in preview" buttons turn the preview (the studio's page picker). */
  onShowRoute?: (path: PreviewRoutePath) => void;
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
      <ShowPreviewRoute.Provider value={onShowRoute}>
        <EditorPanel
          state={state}
          sections={SECTIONS}
          problems={problems}
          guards={guards}
          dispatch={dispatch}
        />
      </ShowPreviewRoute.Provider>
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

/**
 * The compliance notices' section says where they show, field by field, and offers to turn the
 * preview to the age gate and the shop page (the studio's page picker).
 */
export const CompliancePlaces: Story = {
  args: { site: 'compliance-notices', onShowRoute: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    open(canvasElement, 'complianceNoticesCms');
    await expect(await canvas.findByText(/show in every footer design/)).toBeVisible();
    const ageGate = canvas.getByRole('checkbox', { name: 'Show on age gate' });
    await expect(ageGate).toHaveAccessibleDescription(/Closes the age gate’s card/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show in preview: Age gate' }));
    await expect(args.onShowRoute).toHaveBeenCalledWith('/customer-choice');
    await userEvent.click(canvas.getByRole('button', { name: 'Show in preview: Shop' }));
    await expect(args.onShowRoute).toHaveBeenLastCalledWith('/shop');
    // The last button keeps focus; its ring is not part of this state's picture.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const section = canvasElement.querySelector('details[data-section="complianceNoticesCms"]');
    section?.scrollIntoView();
  },
};
