import { useId, useMemo, useRef } from 'react';
import type { Diagnostic } from '../../schemas';
import { valueLines, type SyntaxProblem } from './jsonLocate';
import * as S from './Fields.styles';

/**
 * The raw site document as JSON. A syntax error and every schema diagnostic are listed with their
 * line and path; "Go to line" puts the caret there. The text keeps what the editor typed, even
 * when it does not parse: only the preview falls back to the last valid document.
 */
export function JsonView({
  text,
  syntax,
  diagnostics,
  onChange,
}: {
  text: string;
  syntax: SyntaxProblem | null;
  diagnostics: readonly Diagnostic[];
  onChange(text: string): void;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const lines = useMemo(
    () => (syntax === null ? valueLines(text) : new Map<string, number>()),
    [text, syntax],
  );
  const goTo = (line: number) => {
    const el = area.current;
    if (el === null) return;
    const start =
      text
        .split('\n')
        .slice(0, line - 1)
        .join('\n').length + (line > 1 ? 1 : 0);
    el.focus();
    el.setSelectionRange(start, start);
    const lineHeight = el.scrollHeight / Math.max(1, text.split('\n').length);
    el.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };
  return (
    <S.Field>
      <label htmlFor={id}>Site configuration (JSON)</label>
      <S.Problems id={`${id}-problems`} aria-live="polite">
        {syntax !== null && (
          <li data-kind="diagnostic" data-testid="json-syntax-error">
            Line {syntax.line}, column {syntax.column}: {syntax.message}. The preview keeps the last
            valid configuration.{' '}
            <S.SmallButton type="button" onClick={() => goTo(syntax.line)}>
              Go to line {syntax.line}
            </S.SmallButton>
          </li>
        )}
        {diagnostics.map((d, i) => {
          const line = lines.get(d.path);
          return (
            <li key={`${d.path}-${i}`} data-kind="diagnostic">
              <code>{d.path}</code>: {d.problem}; used {d.used}.{' '}
              {line !== undefined && (
                <S.SmallButton type="button" onClick={() => goTo(line)}>
                  Go to line {line}
                </S.SmallButton>
              )}
            </li>
          );
        })}
      </S.Problems>
      <textarea
        ref={area}
        id={id}
        spellCheck={false}
        aria-invalid={syntax !== null || undefined}
        aria-describedby={`${id}-problems`}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        style={{
          minHeight: '60vh',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 13,
          whiteSpace: 'pre',
        }}
      />
    </S.Field>
  );
}
