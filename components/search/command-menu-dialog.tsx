'use client';

import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { NavIcon } from '@/components/shell/nav-icons';
import { Dialog } from '@/components/ui/dialog';
import { ArrowRightIcon, MonitorIcon, MoonIcon, SearchIcon, SunIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_COMMAND, COMMANDS, matchCommands } from '@/lib/search/command-menu';
import type { Command as MenuCommand } from '@/lib/search/command-menu';
import { appPath, SEARCH_MAX_CHARS } from '@/lib/search/search-model';
import { useHeaderSearch } from '@/lib/search/use-header-search';
import { setAppearance } from '@/lib/ui/use-appearance';
import { RetryAlert } from '@/components/ui/retry-alert';

const NAV_ICON = { '/': 'home', '/workspaces': 'workspaces', '/teams': 'teams', '/companies': 'companies', '/profile': 'profile', '/admin': 'admin' } as const;
const THEME_ICON = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-sm text-foreground outline-none data-[selected=true]:bg-primary/10 data-[disabled=true]:opacity-50';
const GROUP =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase';

function CommandIcon({ command }: { command: MenuCommand }) {
  if (command.kind === 'theme') {
    const Glyph = THEME_ICON[command.theme];
    return <Glyph className="size-4 shrink-0 text-muted-foreground" />;
  }
  const name = NAV_ICON[command.href as keyof typeof NAV_ICON];
  return name ? (
    <NavIcon name={name} className="size-4 shrink-0 text-muted-foreground" />
  ) : (
    <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground" />
  );
}

/**
 * The Ctrl/Cmd+K menu itself (command-menu.tsx imports this module only when it is wanted): one box
 * to jump anywhere. It searches through the header search's own call (useHeaderSearch: debounced
 * `GET search`, 2 characters at least) and offers the main places and the theme switch as
 * commands. cmdk gives the listbox, arrow keys and Enter; filtering is ours (the results come
 * filtered from the server).
 */
export function CommandMenuDialog({ isSuperadmin, open, setOpen }: { isSuperadmin: boolean; open: boolean; setOpen: (open: boolean) => void }) {
  const router = useRouter();
  const search = useHeaderSearch('command');
  const { setText } = search;

  const commands = useMemo(() => matchCommands(isSuperadmin ? [...COMMANDS, ADMIN_COMMAND] : COMMANDS, search.text), [isSuperadmin, search.text]);
  const places = commands.filter((c) => c.kind === 'go');
  const themes = commands.filter((c) => c.kind === 'theme');

  function close() {
    setOpen(false);
    setText('');
  }
  function go(path: string | null) {
    if (!path) return;
    close();
    router.push(path);
  }
  function run(command: MenuCommand) {
    if (command.kind === 'go') go(command.href);
    else {
      setAppearance({ theme: command.theme });
      close();
    }
  }

  const nothing = places.length === 0 && themes.length === 0 && (search.phase === 'empty' || search.phase === 'idle');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title="Go to or search"
      description="Type to search, use the arrow keys to choose, Enter to open."
      size="lg"
    >
      <Command label="Go to or search" shouldFilter={false} loop className="-mx-2 pb-2">
        <div className="relative mb-2">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Command.Input
            data-autofocus
            value={search.text}
            onValueChange={setText}
            maxLength={SEARCH_MAX_CHARS}
            placeholder="Search records or type a place…"
            className="block h-10 w-full rounded-control border border-input bg-surface pr-9 pl-9 text-sm text-foreground placeholder:text-muted-foreground/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
          />
          {search.pending ? <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" /> : null}
        </div>
        {nothing ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{search.term ? `No results for “${search.term}”.` : 'Nothing matches.'}</p>
        ) : null}
        {search.phase === 'error' ? <RetryAlert message="Search failed" onRetry={search.retry} className="px-3 py-2 text-sm text-danger" /> : null}
        <Command.List label="Results and places" className="max-h-[55vh] overflow-y-auto">
          {search.phase === 'results'
            ? search.sections.map((section) => (
                <Command.Group key={section.group} heading={section.label} className={GROUP}>
                  {section.options.map((option) => (
                    <Command.Item key={option.domId} value={option.domId} onSelect={() => go(appPath(option.hit.url))} className={ITEM}>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{option.hit.title}</span>
                        {option.hit.subtitle ? <span className="block truncate text-xs text-muted-foreground">{option.hit.subtitle}</span> : null}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ))
            : null}
          {places.length > 0 ? (
            <Command.Group heading="Go to" className={GROUP}>
              {places.map((c) => (
                <Command.Item key={c.label} value={`go ${c.label}`} onSelect={() => run(c)} className={ITEM}>
                  <CommandIcon command={c} />
                  {c.label}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {themes.length > 0 ? (
            <Command.Group heading="Theme" className={GROUP}>
              {themes.map((c) => (
                <Command.Item key={c.label} value={`theme ${c.label}`} onSelect={() => run(c)} className={ITEM}>
                  <CommandIcon command={c} />
                  {c.label}
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
        </Command.List>
      </Command>
    </Dialog>
  );
}
