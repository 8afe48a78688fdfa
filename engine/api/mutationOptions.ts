/**
 * The spec 7.1 outcome rules as TanStack mutation options. Apart from mutation.ts, which the shell
 * loads for announceError: only forms and actions loaded later run mutations. Kept apart from the
 * hook too, so node tests can run it through a MutationObserver without rendering React.
 */
import { FALLBACK_ERROR_MESSAGE } from './errors';
import { announceError, type MutationOutcome } from './mutation';
import type { Notify } from './notify';
import { loadSchemas } from './readWith';

/**
 * The toast for an outcome: the response message as a success, or response.message as an error.
 * A success without a message stays quiet; a failure without one still tells the shopper.
 */
export function announceOutcome(outcome: MutationOutcome, notify: Notify): void {
  if (outcome.ok) {
    if (outcome.message !== null) notify.success(outcome.message);
    return;
  }
  notify.error(outcome.message ?? FALLBACK_ERROR_MESSAGE);
}

export type ApiMutationResult = MutationOutcome & { response: unknown };

export type ApiMutationConfig<TVariables> = {
  mutationFn: (variables: TVariables) => Promise<unknown>;
  notify: Notify;
  /** No toast at all, for background posts the shopper never asked for (abandoned cart, 7.6). */
  silent?: boolean;
  onSuccess?: (result: ApiMutationResult, variables: TVariables) => void;
  onError?: (error: unknown, variables: TVariables) => void;
};

/** TanStack mutation options that apply the outcome rules. */
export function apiMutationOptions<TVariables>(config: ApiMutationConfig<TVariables>) {
  return {
    mutationFn: async (variables: TVariables): Promise<ApiMutationResult> => {
      const [response, { mutationOutcome }] = await Promise.all([
        config.mutationFn(variables),
        loadSchemas(),
      ]);
      return { ...mutationOutcome(response), response };
    },
    onSuccess: (result: ApiMutationResult, variables: TVariables) => {
      if (config.silent !== true) announceOutcome(result, config.notify);
      config.onSuccess?.(result, variables);
    },
    onError: (error: unknown, variables: TVariables) => {
      if (config.silent !== true) announceError(error, config.notify);
      config.onError?.(error, variables);
    },
  };
}
