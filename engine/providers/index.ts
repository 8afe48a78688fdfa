export * from './profiles';
export { useProviderProfile } from './useProviderProfile';
