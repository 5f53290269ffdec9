import { SHORT_CODE_KIND_LABEL } from '@/lib/contract/short-codes';
import type { ShortCodePreview } from '@/lib/contract/short-codes';

/** "Ada Lovelace shared the file “Q3 deck” with you" (decision 0038: all a link's holder is told). */
export function shareLine(preview: ShortCodePreview): string {
  return `${preview.shared_by ?? 'Someone'} shared the ${SHORT_CODE_KIND_LABEL[preview.type]} “${preview.title}” with you`;
}
