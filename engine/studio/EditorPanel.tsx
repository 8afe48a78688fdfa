import { useState, type Dispatch } from 'react';
import { FieldControl } from './FieldControl';
import type { Guard } from './guard';
import type { Section } from './formFields';
import { JsonView } from './JsonView';
import { PlaceNote } from './PlaceNote';
import { countUnder, type ProblemIndex } from './problems';
import { settingPlace } from './settingPlaces';
import type { StudioAction, StudioState } from './studioState';
import * as F from './Fields.styles';
import * as S from './Studio.styles';

/** The studio's left side: the generated form, one section per CMS setting, or the raw JSON. */
export function EditorPanel({
  state,
  sections,
  problems,
  guards,
  dispatch,
}: {
  state: StudioState;
  sections: readonly Section[];
  problems: ProblemIndex;
  guards: readonly Guard[];
  dispatch: Dispatch<StudioAction>;
}) {
  const [view, setView] = useState<'form' | 'json'>('form');
  // Closed sections render no fields: every edit re-renders the open ones only, which keeps the
  // main thread (shared with the same-origin preview frames) free for the preview.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(key) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  const onChange = (path: readonly (string | number)[], value: unknown) =>
    dispatch({ type: 'setValue', path, value });
  return (
    <S.Editor aria-label="Configuration">
      <S.Tabs>
        <S.Tab type="button" aria-pressed={view === 'form'} onClick={() => setView('form')}>
          Settings
        </S.Tab>
        <S.Tab type="button" aria-pressed={view === 'json'} onClick={() => setView('json')}>
          JSON{state.syntax !== null || state.diagnostics.length > 0 ? ' ⚠' : ''}
        </S.Tab>
      </S.Tabs>
      <S.Scroll>
        {state.blocking.length > 0 && (
          <S.Notice role="alert">
            {state.blocking.length === 1 ? 'One value is' : `${state.blocking.length} values are`}{' '}
            not valid: the preview keeps the last valid configuration until{' '}
            {state.blocking.length === 1 ? 'it is' : 'they are'} fixed.
          </S.Notice>
        )}
        {view === 'json' ? (
          <JsonView
            text={state.text}
            syntax={state.syntax}
            diagnostics={state.diagnostics}
            onChange={(text) => dispatch({ type: 'editText', text })}
          />
        ) : (
          <>
            {state.syntax !== null && (
              <S.Notice role="alert">
                The JSON has a syntax error (line {state.syntax.line}): the form shows the last
                valid configuration. Fix it in the JSON view.
              </S.Notice>
            )}
            {sections.map((section) => {
              const count = countUnder(state.diagnostics, guards, section.key);
              const place = settingPlace(section.key);
              return (
                <F.Section
                  key={section.key}
                  data-section={section.key}
                  open={open.has(section.key)}
                  onToggle={(e) => toggle(section.key, e.currentTarget.open)}
                >
                  <summary>
                    {section.label}
                    {count > 0 && <F.Count aria-label={`${count} problems`}>{count}</F.Count>}
                  </summary>
                  {open.has(section.key) && (
                    <F.Body>
                      {place !== null && (
                        <PlaceNote id={`section-place-${section.key}`} place={place} />
                      )}
                      {section.fields.map((field) => (
                        <FieldControl
                          key={`${field.path.join('.')}-${field.label}`}
                          field={field}
                          path={field.path}
                          settings={state.settings}
                          onChange={onChange}
                          problems={problems}
                        />
                      ))}
                    </F.Body>
                  )}
                </F.Section>
              );
            })}
          </>
        )}
      </S.Scroll>
    </S.Editor>
  );
}
