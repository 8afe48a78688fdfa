/**
 * Where the API lives. Read once here so nothing else touches import.meta.env.
 * Without VITE_API_BASE_URL the app talks to the mocked backend that MSW serves under /api.
 */
const MOCK_BASE_URL = '/api';

function configuredBaseUrl(): string | null {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : null;
}

const configured = configuredBaseUrl();

export const API_BASE_URL: string = configured ?? MOCK_BASE_URL;

/** True when no real API is configured: only then do MSW and the preview toolbar start. */
export const IS_MOCKED: boolean = configured === null;

/**
 * The retail-media ad provider's SDK. A deployment names its provider's script with
 * VITE_AD_PROVIDER_SDK_URL; the embedded default serves a fake provider next to the mock API.
 */
function adProviderSdkUrl(): string {
  const configuredSdk: unknown = import.meta.env.VITE_AD_PROVIDER_SDK_URL;
  if (typeof configuredSdk === 'string' && configuredSdk.trim() !== '') return configuredSdk.trim();
  return `${API_BASE_URL}/ads/sdk.js`;
}

export const AD_PROVIDER_SDK_URL: string = adProviderSdkUrl();
