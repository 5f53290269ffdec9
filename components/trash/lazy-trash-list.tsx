'use client';

import { clientOnly } from '@/lib/ui/lazy-component';

/** The trash list as its own chunk, loaded once the page is in the browser (below the fold everywhere it shows). */
export const LazyTrashList = clientOnly(() => import('./trash-list').then((m) => m.TrashList));
