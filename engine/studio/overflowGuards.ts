/**
 * The preview frames' overflow reports, kept per width and turned into guards beside the fields
 * whose text overflows. Pure.
 */
import type { Guard } from './guard';

/** Frame width → setting paths of the texts that overflow at that width. */
export type OverflowReports = Readonly<Record<number, readonly string[]>>;

/** The reports with one frame's newest (null: the frame is gone, its report too). */
export function withReport(
  reports: OverflowReports,
  width: number,
  paths: readonly string[] | null,
): OverflowReports {
  const current = reports[width];
  if (paths === null) {
    if (current === undefined) return reports;
    return Object.fromEntries(Object.entries(reports).filter(([w]) => Number(w) !== width));
  }
  const same =
    current !== undefined &&
    current.length === paths.length &&
    current.every((path, i) => path === paths[i]);
  return same ? reports : { ...reports, [width]: paths };
}

const listed = (widths: readonly number[]) =>
  widths.length === 1
    ? `${widths[0]} px`
    : `${widths.slice(0, -1).join(', ')} and ${widths.at(-1)} px`;

/** One guard per overflowing text, naming every width where it overflows, narrowest first. */
export function overflowGuards(reports: OverflowReports): Guard[] {
  const widthsOf = new Map<string, number[]>();
  const widths = Object.keys(reports)
    .map(Number)
    .sort((a, b) => a - b);
  for (const width of widths) {
    for (const path of new Set(reports[width])) {
      widthsOf.set(path, [...(widthsOf.get(path) ?? []), width]);
    }
  }
  return [...widthsOf].map(([path, at]) => ({
    path,
    kind: 'overflow' as const,
    message: `Overflows its box at ${listed(at)} in the preview: cut off or spilling over its neighbours there.`,
  }));
}
