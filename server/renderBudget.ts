/**
 * A page render's whole budget (RENDER_BUDGET_MS): what has not come from the API by then is left
 * to the browser, which asks for it itself after hydration, so a slow or hung API costs a
 * shopper skeletons, not a blank screen until a deadline. Without the site's settings there is
 * no page to render: that is a RenderBudgetSpent, answered 503 with the app's shell.
 */

/** The settings did not come within the budget. */
export class RenderBudgetSpent extends Error {
  override name = 'RenderBudgetSpent';
}

export type Within<T> = { done: true; value: T } | { done: false };

export type RenderBudget = {
  /** Milliseconds left (Infinity without a budget; never below 0). */
  remainingMs(): number;
  spent(): boolean;
  /** `promise`'s outcome if it settles within what is left; `{ done: false }` otherwise. A
   * rejection within the budget rejects. */
  within<T>(promise: Promise<T>): Promise<Within<T>>;
};

export function renderBudget(budgetMs: number | undefined, now = Date.now): RenderBudget {
  const ends = budgetMs === undefined ? Infinity : now() + budgetMs;
  const remainingMs = () => Math.max(0, ends - now());
  return {
    remainingMs,
    spent: () => remainingMs() === 0,
    async within<T>(promise: Promise<T>): Promise<Within<T>> {
      const left = remainingMs();
      if (left === Infinity) return { done: true, value: await promise };
      // What is left behind still settles: its rejection is not this render's to report.
      promise.catch(() => undefined);
      if (left === 0) return { done: false };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outOfTime = new Promise<Within<T>>((resolve) => {
        timer = setTimeout(() => resolve({ done: false }), left);
      });
      try {
        return await Promise.race([
          promise.then((value) => ({ done: true as const, value })),
          outOfTime,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
