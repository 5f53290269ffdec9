'use client';

import { SortableList } from '@/components/ui/sortable-list';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { AgendaKind } from '@/lib/meetings/messages';
import { useAgendaOrder } from '@/lib/meetings/use-agenda-order';
import { AgendaItem } from './agenda-item';

const byPosition = <T extends { position: number; id: number }>(items: readonly T[]) => [...items].sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * A meeting's goals or topics in order (at least one): reorderable by drag or keyboard for who may
 * write (saved through `…/goal/order`), each edited inline or deleted. Its own chunk (AgendaPanel).
 */
export function AgendaList({ meeting, kind, label }: { meeting: MeetingDetail; kind: AgendaKind; label: string }) {
  const items = kind === 'goal' ? byPosition(meeting.goals) : byPosition(meeting.topics);
  const reorder = useAgendaOrder(meeting.id, kind);
  const canWrite = meeting.can_write;
  return (
    <SortableList
      items={items}
      label={label}
      getLabel={(item) => item.title}
      sortable={canWrite && items.length > 1}
      onReorder={reorder}
      renderItem={(item) => <AgendaItem meetingId={meeting.id} kind={kind} item={item} canWrite={canWrite} />}
    />
  );
}
