/** What the CMS preview toolbar can do in the mocked mode: list fixture sites and switch live. */
export type PreviewControls = {
  siteNames: readonly string[];
  current(): string;
  /** Points the mock backend at another fixture site and remembers it for the session. */
  switchTo(name: string): void;
  describe(name: string): { title: string; description: string } | null;
};
