/** Spec 2.1: /deals-category replaces /deals as the deals landing when the deals version is "v2". */
export function dealsPathFor(dealsVersion: string | null | undefined): string {
  return dealsVersion === 'v2' ? '/deals-category' : '/deals';
}
