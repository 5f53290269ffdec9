'use client';

import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { GlobalFilters } from '@/components/workspace-content/global-filters';
import { Button, ButtonLink } from '@/components/ui/button';
import { ListScreenFrame, WorkspaceEyebrow } from '@/components/workspace-content/list-screen';
import { isApiError } from '@/lib/api/api-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { canCreateInScope, defaultWorkspaceIds, routeWorkspaceName } from '@/lib/workspaces/creatable-workspaces';
import { insightResourcesHref } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { useCreatableWorkspaces } from '@/lib/workspaces/use-creatable-workspaces';
import { useInsightsList } from '@/lib/insights/use-insight-queries';
import { useInsightUrl } from '@/lib/insights/use-insight-url';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { InsightList } from './insight-list';

// `?create=1` opens "New …" (command menu, `c`): after the first paint, not in the first load.
const CreateFromAddress = serverRendered(() => import('@/components/ui/create-from-address').then((m) => m.CreateFromAddress));

/** The global filters this screen offers (one object, so the pickers' memo holds across renders). */
const SHOW = { retailers: true, brands: true, products: true, category: true, dates: true };

// The dialogs (forms, the detail with its discussion and files) are not needed to paint the list:
// they load once the screen is up, outside its first load (decision 0014).
const InsightDetailDialog = clientOnly(() => import('./insight-detail-dialog').then((m) => m.InsightDetailDialog));
const NewInsightDialog = clientOnly(() => import('./new-insight-dialog').then((m) => m.NewInsightDialog));

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * `/workspace/{id}/insights` (`all` = the saved selection): global filters in the URL, the paged
 * list, "New insight" (also opened by `?preselectedResources=`), and the detail of `?insightId=`.
 * Lists and the open detail follow insightUpdated/insightDeleted through the realtime provider.
 */
export function InsightsScreen({ workspaceId }: { workspaceId: string }) {
  const { filters, query, scope, set, clear } = useContentFilters(workspaceId);
  const list = useInsightsList(query);
  useErrorToast(list.error, INSIGHT_MSG.fetch, isMissing);
  const url = useInsightUrl();
  const creatable = useCreatableWorkspaces();
  const [creating, setCreating] = useState(false);

  const isAll = workspaceId === 'all';
  const canCreate = creatable.ready && canCreateInScope(workspaceId, scope, creatable.workspaces);
  // A link with preselected resources opens the dialog once we know where the user may create.
  const createOpen = creating || (url.preselected.length > 0 && canCreate);
  const name = routeWorkspaceName(workspaceId, creatable.all);
  const options = creatable.workspaces.map((w) => ({ id: w.id, name: w.name }));

  const newButton = canCreate ? <Button onClick={() => setCreating(true)}>New insight</Button> : null;

  return (
    <ListScreenFrame
      eyebrow={<WorkspaceEyebrow workspaceId={workspaceId} name={name} />}
      title="Insights"
      description="What the team learned about retailers, brands and products, with supporting resources."
      actions={
        <>
          <ButtonLink href={insightResourcesHref(workspaceId)} variant="outline">
            Resources
          </ButtonLink>
          {newButton}
        </>
      }
      dialogs={
        <>
          <NewInsightDialog
            open={createOpen}
            onOpenChange={(open) => {
              setCreating(open);
              if (!open && url.preselected.length > 0) url.dropPreselected();
            }}
            currentWorkspaceId={isAll ? null : Number(workspaceId)}
            workspaces={options}
            defaultWorkspaceIds={defaultWorkspaceIds(workspaceId, scope, creatable.workspaces)}
            preselected={url.preselected}
          />
          <InsightDetailDialog insightId={url.insightId} onClose={url.closeInsight} creatable={options} />
        </>
      }
    >
      <CreateFromAddress ready={creatable.ready} canCreate={canCreate} setOpen={setCreating} />
      <GlobalFilters workspaceId={workspaceId} show={SHOW} dateLegend="Insight date" exportTo={{ dataset: 'insights', noun: 'insights' }} />
      <InsightList
        list={list}
        filtered={activeFilterCount(filters) > 0}
        onClearFilters={clear}
        onPage={(page) => set({ page })}
        hrefFor={url.hrefFor}
        onOpen={url.openInsight}
        createAction={newButton}
      />
    </ListScreenFrame>
  );
}
