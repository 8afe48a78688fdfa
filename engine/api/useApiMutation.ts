import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import {
  apiMutationOptions,
  type ApiMutationConfig,
  type ApiMutationResult,
} from './mutationOptions';
import { toastNotify } from './toastNotify';

export type UseApiMutationOptions<TVariables> = Omit<
  ApiMutationConfig<TVariables>,
  'mutationFn' | 'notify'
> & {
  notify?: ApiMutationConfig<TVariables>['notify'];
};

/**
 * useMutation with the spec 7.1 toast rules applied. The result tells callers whether the server
 * accepted the call (`data.ok`), since a 200 HTTP answer can still carry a failed statusCode.
 */
export function useApiMutation<TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  options: UseApiMutationOptions<TVariables> = {},
): UseMutationResult<ApiMutationResult, unknown, TVariables> {
  const { notify = toastNotify, ...rest } = options;
  return useMutation(apiMutationOptions({ ...rest, mutationFn, notify }));
}
