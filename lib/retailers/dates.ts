// Calendar days are written one way app-wide; kept as an entry point for the retailer screens.
export { formatDay } from '@/lib/dates/format-date';
