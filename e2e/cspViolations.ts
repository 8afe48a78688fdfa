import type { BrowserContext } from '@playwright/test';

/** The page-side name of the binding each frame reports a violation through. */
const REPORT_BINDING = '__reportCspViolation';

/**
 * Records every Content-Security-Policy violation in the context's pages and frames (the studio's
 * preview frames too), from before their first script: what the policy blocked, by which
 * directive, and where. A blocked script, style or frame is a page that does not work as built.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(REPORT_BINDING, ({ frame }, violation: unknown) => {
    violations.push(`${String(violation)} on ${frame.url()}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, unknown>)[binding];
        if (typeof report !== 'function') return;
        const blocked = event.blockedURI === '' ? 'inline' : event.blockedURI;
        const sample = event.sample === '' ? '' : ` "${event.sample}"`;
        const where = `${event.sourceFile}:${event.lineNumber}`;
        void report(`${event.effectiveDirective} blocked ${blocked}${sample} at ${where}`);
      },
      true,
    );
  }, REPORT_BINDING);
  return violations;
}
