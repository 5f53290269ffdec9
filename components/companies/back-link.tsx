/** The "← Somewhere" eyebrow: the detail header's own (components/ui/back-link). */
export { BackLink } from '@/components/ui/back-link';
