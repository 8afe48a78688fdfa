import type { Schemas } from './readWith';
import { loadSchemas } from './readWith';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from './errors';
import type { Notify } from './notify';

/** What a mutation's response means for the shopper (spec 7.1 "Mutation outcome"). */
export type MutationOutcome = ReturnType<Schemas['mutationOutcome']>;

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

/** On an exception the toast shows error.data.message (spec 7.1), else the error's own text. */
export function announceError(error: unknown, notify: Notify): void {
  notify.error(errorMessage(error));
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

/**
 * TanStack mutation options that apply the outcome rules. Kept apart from the hook so node tests
 * can run it through a MutationObserver without rendering React.
 */
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
