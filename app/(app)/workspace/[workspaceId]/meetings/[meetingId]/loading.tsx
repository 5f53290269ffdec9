export { default } from '@/components/ui/page-skeleton';
