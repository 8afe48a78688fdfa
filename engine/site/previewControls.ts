import type { QueryClient } from '@tanstack/react-query';

/** What the CMS preview toolbar can do in the mocked mode: list fixture sites and switch live. */
export type PreviewControls = {
  siteNames: readonly string[];
  current(): string;
  /** Points the mock backend at another fixture site and remembers it for the session. */
  switchTo(name: string): void;
  describe(name: string): { title: string; description: string } | null;
  /** In a preview frame of the studio (/__studio): takes its settings from the studio and
   * resolves true once they arrived; false on an ordinary page. */
  joinStudio?(queryClient: QueryClient): Promise<boolean>;
};
