import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
import type { PreviewControls } from './previewControls';
import { listDiagnostics, subscribeDiagnostics } from '../stores/diagnosticsLog';
import { useSiteDiagnostics } from './SiteConfigProvider';
import * as S from './PreviewToolbar.styles';

/** CMS preview (mocked mode only): pick a fixture site, see what its payload got wrong, and
 * switch live without a reload. Collapsed to one small button so it never hides the page. */
export function PreviewToolbar({ preview }: { preview: PreviewControls }) {
  const queryClient = useQueryClient();
  const siteDiagnostics = useSiteDiagnostics();
  const runtime = useSyncExternalStore(subscribeDiagnostics, listDiagnostics, listDiagnostics);
  const [site, setSite] = useState(preview.current());
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const panelId = useId();
  const about = preview.describe(site);
  const diagnostics = [...siteDiagnostics, ...runtime];
  const count =
    diagnostics.length === 0
      ? 'No diagnostics'
      : `${diagnostics.length} diagnostic${diagnostics.length === 1 ? '' : 's'}`;

  const choose = (name: string) => {
    preview.switchTo(name);
    setSite(name);
    // Every query may depend on the site (settings, and through them the catalogue views).
    void queryClient.invalidateQueries();
  };

  return (
    <S.Toolbar aria-label="Site preview" data-open={open}>
      <S.Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-has-issues={diagnostics.length > 0}
        onClick={() => setOpen((value) => !value)}
      >
        Preview: {site} · {count}
      </S.Toggle>
      <S.Panel id={panelId} hidden={!open}>
        <S.Row>
          <S.Label htmlFor={selectId}>Preview site</S.Label>
          <S.Select id={selectId} value={site} onChange={(event) => choose(event.target.value)}>
            {preview.siteNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </S.Select>
        </S.Row>
        {about && (
          <S.About>
            <strong>{about.title}</strong> {about.description}
          </S.About>
        )}
        {diagnostics.length === 0 ? (
          <p>This site configuration parsed cleanly.</p>
        ) : (
          <S.List aria-label="Diagnostics">
            {diagnostics.map((d, index) => (
              <li key={`${d.source}-${d.path}-${index}`}>
                <code>{d.path}</code> {d.problem}; used <code>{d.used}</code>
                <S.Source>{d.source}</S.Source>
              </li>
            ))}
          </S.List>
        )}
      </S.Panel>
    </S.Toolbar>
  );
}
