import { createContext, useContext } from 'react';
import type { PreviewRoutePath } from './previewOptions';

/**
 * Turns the preview's frames to a page: the editor's "Show in preview" buttons reach the preview
 * panel's page picker through this, however deep in the form they sit. Without a provider (the
 * editor alone, in its stories) the buttons do nothing.
 */
export const ShowPreviewRoute = createContext<(path: PreviewRoutePath) => void>(() => {});

export const useShowPreviewRoute = () => useContext(ShowPreviewRoute);
