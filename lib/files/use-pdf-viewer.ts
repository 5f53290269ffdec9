'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether the browser shows PDFs inline (`navigator.pdfViewerEnabled`). Without a viewer (Android
 * Chrome) a framed PDF would download every time the file opens, so the preview is left out.
 * False on the server: the frame appears after hydration.
 */
export function usePdfViewer(): boolean {
  return useSyncExternalStore(
    never,
    () => navigator.pdfViewerEnabled !== false,
    () => false,
  );
}
