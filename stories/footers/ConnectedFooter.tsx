import { useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { FooterSlot } from '../../engine/shell/FooterSlot';
import { listDiagnostics, subscribeDiagnostics } from '../../engine/stores/diagnosticsLog';
import { setProvider } from '../../engine/stores/storeContext';
import { useStores } from '../../engine/stores/StoresProvider';
import { FOOTER_CONTRAST_SOURCE } from '../../engine/viewmodels/footer/footerContrast';

/**
 * The footer exactly as the app renders it: the site fixture (parameters.site) through the
 * view-model and the registry. Used by the stories that test engine rules end to end.
 */
export function ConnectedFooter({
  provider,
  showDiagnostics = false,
}: {
  /** Acts as this menu provider (engine/providers), as a selected store would. */
  provider?: string;
  /** Renders the footer-colour diagnostics the view-model reported, under the footer. */
  showDiagnostics?: boolean;
}) {
  return (
    <AsProvider provider={provider}>
      <FooterSlot />
      {showDiagnostics && <FooterDiagnostics />}
    </AsProvider>
  );
}

function AsProvider({ provider, children }: { provider?: string; children: ReactNode }) {
  const { storeContext } = useStores();
  // Set once, before the footer's first render reads the provider profile.
  useState(() => {
    if (provider !== undefined) setProvider(storeContext, provider);
    return provider;
  });
  return children;
}

/** What the preview toolbar's diagnostics list shows for the footer colours. */
function FooterDiagnostics() {
  const all = useSyncExternalStore(subscribeDiagnostics, listDiagnostics, listDiagnostics);
  const footer = all.filter((entry) => entry.source === FOOTER_CONTRAST_SOURCE);
  return (
    <Caption aria-label="Footer colour diagnostics">
      <strong>Diagnostics ({footer.length})</strong>
      <ul>
        {footer.map((entry) => (
          <li key={entry.path}>
            <code>{entry.path}</code>: {entry.problem} (used {entry.used})
          </li>
        ))}
      </ul>
    </Caption>
  );
}

const Caption = styled.aside`
  margin: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};

  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-inline-start: 1.25em;
  }
`;
