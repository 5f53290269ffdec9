import type { ComponentType, SVGProps } from 'react';
import {
  ActivityIcon,
  BuildingIcon,
  CalendarIcon,
  CheckSquareIcon,
  FileIcon,
  GridIcon,
  HandshakeIcon,
  HomeIcon,
  LayersIcon,
  LightbulbIcon,
  ListIcon,
  PackageIcon,
  PaperclipIcon,
  SettingsIcon,
  ShieldIcon,
  StoreIcon,
  TagIcon,
  TruckIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/icons';
import type { NavIconName } from './nav-items';

const ICONS: Record<NavIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  workspaces: LayersIcon,
  teams: UsersIcon,
  companies: BuildingIcon,
  profile: UserIcon,
  admin: ShieldIcon,
  overview: GridIcon,
  retailers: StoreIcon,
  brands: TagIcon,
  products: PackageIcon,
  insights: LightbulbIcon,
  resources: PaperclipIcon,
  files: FileIcon,
  meetings: CalendarIcon,
  tasks: CheckSquareIcon,
  management: SettingsIcon,
  distributors: TruckIcon,
  categories: ListIcon,
  partners: HandshakeIcon,
  monitoring: ActivityIcon,
};

/** A navigation item's icon: decorative (aria-hidden), the label beside it names the link. */
export function NavIcon({ name, className = 'size-4 shrink-0' }: { name: NavIconName | undefined; className?: string }) {
  if (!name) return null;
  const Glyph = ICONS[name];
  return <Glyph className={className} />;
}
