/**
 * The studio's editing state as a pure reducer: the JSON text the editor sees, the last document
 * that parsed, its schema diagnostics, and the last valid document the preview shows. A syntax
 * error or a value the schema rejects never reaches the preview: it keeps the last valid one.
 */
import { parseSiteConfig, type Diagnostic, type SiteSettings } from '../../schemas';
import { withValueAt } from './documentPath';
import type { Segment } from './formFields';
import { parseJsonText, type SyntaxProblem } from './jsonLocate';

export type StudioState = {
  /** The fixture site the document started from (its mock backend serves the catalogue). */
  site: string;
  text: string;
  document: unknown;
  settings: SiteSettings;
  diagnostics: readonly Diagnostic[];
  syntax: SyntaxProblem | null;
  /** Diagnostic paths the site already had when loaded: known, so they do not hold back the preview. */
  known: readonly string[];
  /** Diagnostics the editor introduced: while there are any, the preview keeps `preview`. */
  blocking: readonly Diagnostic[];
  preview: unknown;
};

export type StudioAction =
  | { type: 'load'; site: string; document: unknown }
  | { type: 'setValue'; path: readonly Segment[]; value: unknown }
  | { type: 'editText'; text: string };

export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

function withDocument(state: StudioState, document: unknown, text: string): StudioState {
  const { config, diagnostics } = parseSiteConfig(document);
  const blocking = diagnostics.filter((d) => !state.known.includes(d.path));
  return {
    ...state,
    text,
    document,
    settings: config.settings,
    diagnostics,
    syntax: null,
    blocking,
    preview: blocking.length === 0 ? document : state.preview,
  };
}

export function loadStudio(site: string, document: unknown): StudioState {
  const { config, diagnostics } = parseSiteConfig(document);
  return {
    site,
    text: documentText(document),
    document,
    settings: config.settings,
    diagnostics,
    syntax: null,
    known: diagnostics.map((d) => d.path),
    blocking: [],
    preview: document,
  };
}

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'load':
      return loadStudio(action.site, action.document);
    case 'setValue': {
      const document = withValueAt(state.document, action.path, action.value);
      return withDocument(state, document, documentText(document));
    }
    case 'editText': {
      const parsed = parseJsonText(action.text);
      if (!parsed.ok) return { ...state, text: action.text, syntax: parsed.problem };
      return withDocument(state, parsed.value, action.text);
    }
  }
}
