/** A step's call as an HTTP request: the path filled in, the query, the token, the body. */
import type { ContractOperation } from './document.ts';
import type { Outgoing } from './http.ts';
import type { Call } from './step.ts';

export function requestFor(
  baseUrl: string,
  operation: ContractOperation,
  call: Call,
  token: string | null,
): Outgoing {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.pathParams?.[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${operation.operationId}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(call.query ?? {}).toString();
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${query === '' ? '' : `?${query}`}`;
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (call.form !== undefined) return { method: operation.method, url, headers, body: call.form };
  if (call.json === undefined) return { method: operation.method, url, headers };
  headers['content-type'] = 'application/json';
  return { method: operation.method, url, headers, body: JSON.stringify(call.json) };
}
