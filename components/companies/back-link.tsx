/** The "← Somewhere" eyebrow: the detail header's own (components/ui/detail-header). */
export { BackLink } from '@/components/ui/detail-header';
