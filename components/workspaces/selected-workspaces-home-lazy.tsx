'use client';

import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { clientOnly } from '@/lib/ui/lazy-component';
import { BackToWorkspaces } from './back-link';

/**
 * `/workspace/all`. Its selection lives in this browser, so the server renders only its header and
 * spinner (as the screen itself did until hydrated); its code loads in the browser, and is no longer
 * in the first load of every `/workspace/{id}`, which shares the page (decision 0014).
 */
export const SelectedWorkspacesHome = clientOnly(
  () => import('./selected-workspaces-home').then((m) => m.SelectedWorkspacesHome),
  () => (
    <>
      <PageHeader
        eyebrow={<BackToWorkspaces />}
        title="All selected workspaces"
        description="The workspaces chosen in the workspace switcher, seen together."
      />
      <Spinner label="Loading workspaces" />
    </>
  ),
);
