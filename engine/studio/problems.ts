/** Schema diagnostics and editor guards, merged and looked up by the path of the field they name. */
import type { Diagnostic } from '../../schemas';
import type { Guard } from './guard';

export type Problem = { kind: 'diagnostic' | 'guard'; text: string };

export type ProblemIndex = (path: string) => readonly Problem[];

export function indexProblems(
  diagnostics: readonly Diagnostic[],
  guards: readonly Guard[],
): ProblemIndex {
  const byPath = new Map<string, Problem[]>();
  const add = (path: string, problem: Problem) =>
    byPath.set(path, [...(byPath.get(path) ?? []), problem]);
  for (const d of diagnostics)
    add(d.path, { kind: 'diagnostic', text: `${d.problem}; used ${d.used}` });
  for (const g of guards) add(g.path, { kind: 'guard', text: g.message });
  return (path) => byPath.get(path) ?? [];
}

/** How many problems sit at or under a path (a section's badge). */
export function countUnder(
  diagnostics: readonly Diagnostic[],
  guards: readonly Guard[],
  prefix: string,
): number {
  const under = (path: string) =>
    path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
  return (
    diagnostics.filter((d) => under(d.path)).length + guards.filter((g) => under(g.path)).length
  );
}
