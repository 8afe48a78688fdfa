/** Small path predicates shared by the path-based rules; all work on whole segments. */
export type PathTest = (pathname: string) => boolean;

/** The path itself only. */
export const exact =
  (...paths: string[]): PathTest =>
  (pathname) =>
    paths.includes(pathname);

/** The path or any page below it ("/blog" and "/blog/x", but not "/blogs"). */
export const under =
  (...bases: string[]): PathTest =>
  (pathname) =>
    bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));

/** Only pages strictly below the path ("/deals/x", not "/deals"). */
export const below =
  (...bases: string[]): PathTest =>
  (pathname) =>
    bases.some((base) => pathname.startsWith(`${base}/`) && pathname.length > base.length + 1);

export const anyOf =
  (...tests: PathTest[]): PathTest =>
  (pathname) =>
    tests.some((test) => test(pathname));
