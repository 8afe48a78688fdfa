import type { FormBody } from './formData';
import type { ApiClient } from './client';

/**
 * The account calls (spec 7.8 leaves their paths to us; fixtures/mocks/routes.ts
 * serves the same). Each returns the raw response for the 7.1 mutation rules; the ones that act
 * for the signed-in shopper carry their token.
 */
export const accountCalls = (client: ApiClient) => ({
  signIn: (body: FormBody) => client.post('/auth/sign-in', body, { token: null }),
  signUp: (body: FormBody) => client.post('/auth/sign-up', body, { token: null }),
  signOut: (token: string) => client.post('/auth/sign-out', undefined, { token }),
  updateProfile: (token: string, body: FormBody) => client.patch('/users/me', body, { token }),
  changePassword: (token: string, body: FormBody) =>
    client.patch('/users/me/password', body, { token }),
  requestInformation: (token: string) =>
    client.post('/users/me/information-requests', undefined, { token }),
  closeAccount: (token: string) => client.delete('/users/me', { token }),
});
