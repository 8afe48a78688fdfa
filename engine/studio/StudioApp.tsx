import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { SiteConfigSchema } from '../../schemas';
import { deepMerge, loadSiteRaw, siteNames } from '../../fixtures/sites';
import { editorGuards } from './editorGuards';
import { formSections } from './formFields';
import { withReport, type OverflowReports } from './overflowGuards';
import { EditorPanel } from './EditorPanel';
import { exportProblems, refusedExportStatus } from './exportCheck';
import { PreviewPanel } from './PreviewPanel';
import { PREVIEW_ROUTES, type PreviewRoutePath } from './previewOptions';
import { ShowPreviewRoute } from './previewRoute';
import { indexProblems } from './problems';
import { decodeShare, encodeShare } from './shareLink';
import { documentText, loadStudio, studioReducer } from './studioState';
import * as S from './Studio.styles';

const SECTIONS = formSections(SiteConfigSchema);
const START_SITE = 'default';

/** A fixture file may extend another site: the studio edits the whole, resolved document. */
function resolved(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('extends' in value)) return value;
  const { extends: parent, ...own } = value as Record<string, unknown>;
  return typeof parent === 'string' ? deepMerge(loadSiteRaw(parent) ?? {}, own) : own;
}

/**
 * /__studio: CMS editors change a site configuration in a form generated from the schemas (or as
 * JSON) and watch the storefront follow at three widths; guards flag what shoppers would suffer.
 */
export function StudioApp() {
  const [state, dispatch] = useReducer(studioReducer, undefined, () =>
    loadStudio(START_SITE, loadSiteRaw(START_SITE) ?? {}),
  );
  const [status, setStatus] = useState('');
  // The preview's page: the page picker and the form's "Show in preview" buttons both turn it.
  const [route, setRoute] = useState<PreviewRoutePath>(PREVIEW_ROUTES[0].path);

  // A shared link carries the site and document in the hash (read after the first render).
  useEffect(() => {
    void decodeShare(window.location.hash).then((shared) => {
      if (shared !== null && siteNames.includes(shared.site)) {
        dispatch({ type: 'load', site: shared.site, document: shared.document });
        setStatus('Opened the shared configuration.');
      }
    });
  }, []);

  // Measured by the preview frames: texts that overflow their box, per frame width.
  const [overflow, setOverflow] = useState<OverflowReports>({});
  const reportOverflow = useCallback(
    (width: number, paths: readonly string[] | null) =>
      setOverflow((reports) => withReport(reports, width, paths)),
    [],
  );
  const guards = useMemo(
    () => editorGuards(state.settings, SECTIONS, overflow),
    [state.settings, overflow],
  );
  const problems = useMemo(
    () => indexProblems(state.diagnostics, guards),
    [state.diagnostics, guards],
  );

  const exportJson = () => {
    // A CMS validates what editors save with the settings schema: nothing it would refuse leaves.
    const problems = exportProblems(state.document);
    if (problems.length > 0) {
      setStatus(refusedExportStatus(problems));
      return;
    }
    const blob = new Blob([documentText(state.document)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(window.document.createElement('a'), {
      href: url,
      download: `${state.site}-studio.json`,
    });
    link.click();
    URL.revokeObjectURL(url);
    setStatus(`Downloaded ${state.site}-studio.json.`);
  };

  const importJson = async (file: File) => {
    const text = await file.text();
    try {
      const value = resolved(JSON.parse(text));
      dispatch({ type: 'editText', text: documentText(value) });
      setStatus(`Imported ${file.name}.`);
    } catch {
      // Not JSON: shown in the JSON view with the line of the problem.
      dispatch({ type: 'editText', text });
      setStatus(`${file.name} is not valid JSON: see the JSON view.`);
    }
  };

  const copyLink = async () => {
    const hash = await encodeShare({ site: state.site, document: state.document });
    const url = `${window.location.origin}${window.location.pathname}#${hash}`;
    window.history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied: it reopens the studio on this configuration.');
    } catch {
      setStatus('The link is in the address bar (the clipboard is not available here).');
    }
  };

  return (
    <S.Page>
      <S.Bar>
        <h1>Storefront studio</h1>
        <label>
          Start from
          <S.Select
            value={state.site}
            onChange={(e) =>
              dispatch({
                type: 'load',
                site: e.target.value,
                document: loadSiteRaw(e.target.value) ?? {},
              })
            }
          >
            {siteNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </S.Select>
        </label>
        <S.BarButton type="button" onClick={exportJson}>
          Export JSON
        </S.BarButton>
        <S.BarButton as="label">
          Import JSON
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importJson(file);
              e.target.value = '';
            }}
          />
        </S.BarButton>
        <S.BarButton type="button" onClick={() => void copyLink()}>
          Copy link
        </S.BarButton>
        <S.Status role="status">{status}</S.Status>
      </S.Bar>
      <S.Work>
        <ShowPreviewRoute.Provider value={setRoute}>
          <EditorPanel
            state={state}
            sections={SECTIONS}
            problems={problems}
            guards={guards}
            dispatch={dispatch}
          />
        </ShowPreviewRoute.Provider>
        <PreviewPanel
          state={state}
          sections={SECTIONS}
          dispatch={dispatch}
          route={route}
          onRoute={setRoute}
          onOverflow={reportOverflow}
        />
      </S.Work>
    </S.Page>
  );
}
