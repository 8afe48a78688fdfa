import type { Problem } from './problems';
import * as S from './Fields.styles';

/** What is wrong with one field, right under it: schema diagnostics first, then editor guards. */
export function FieldProblems({ id, problems }: { id: string; problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <S.Problems id={id}>
      {problems.map((p, i) => (
        <li key={`${p.kind}-${i}`} data-kind={p.kind}>
          {p.text}
        </li>
      ))}
    </S.Problems>
  );
}
