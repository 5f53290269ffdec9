'use client';

import { Command } from 'cmdk';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { NavIcon } from '@/components/shell/nav-icons';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, MonitorIcon, MoonIcon, PlusIcon, SearchIcon, SunIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_COMMAND, COMMANDS, contextCommands, matchCommands } from '@/lib/search/command-menu';
import type { Command as MenuCommand } from '@/lib/search/command-menu';
import { appPath, SEARCH_MAX_CHARS } from '@/lib/search/search-model';
import { readRecent, rememberRecent } from '@/lib/search/recent-records';
import type { RecentRecord } from '@/lib/search/recent-records';
import { useHeaderSearch } from '@/lib/search/use-header-search';
import { useMyWorkspaces } from '@/lib/workspaces/use-my-workspaces';
import { setAppearance } from '@/lib/ui/use-appearance';
import { RetryAlert } from '@/components/ui/retry-alert';

const NAV_ICON = { '/': 'home', '/workspaces': 'workspaces', '/teams': 'teams', '/companies': 'companies', '/profile': 'profile', '/admin': 'admin' } as const;
const THEME_ICON = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-sm text-foreground outline-none data-[selected=true]:bg-primary/10 data-[disabled=true]:opacity-50';
const GROUP =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase';

function CommandIcon({ command }: { command: MenuCommand }) {
  if (command.kind === 'create') return <PlusIcon className="size-4 shrink-0 text-muted-foreground" />;
  if (command.kind === 'theme') {
    const Glyph = THEME_ICON[command.theme];
    return <Glyph className="size-4 shrink-0 text-muted-foreground" />;
  }
  const name = command.kind === 'switch' ? 'workspaces' : NAV_ICON[command.href as keyof typeof NAV_ICON];
  return name ? (
    <NavIcon name={name} className="size-4 shrink-0 text-muted-foreground" />
  ) : (
    <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground" />
  );
}

function CommandRow({ command }: { command: MenuCommand }) {
  return (
    <>
      <CommandIcon command={command} />
      <span className="min-w-0 flex-1 truncate">{command.label}</span>
      {command.hint ? <span className="hidden shrink-0 truncate text-xs text-muted-foreground sm:inline">{command.hint}</span> : null}
    </>
  );
}

/**
 * The Ctrl/Cmd+K menu itself (command-menu.tsx imports this module only when it is wanted): one box
 * to jump anywhere and to start work. Nothing typed, it lists the records recently opened here,
 * "New …" in the current workspace (or the selected ones), the places and the sections of the
 * current workspace or company, and the theme; typing narrows those and adds "Open <workspace>"
 * and the records found through the header search's own call (useHeaderSearch: debounced
 * `GET search`, 2 characters at least). cmdk gives the listbox, arrow keys and Enter; filtering is
 * ours (the results come filtered from the server).
 */
export function CommandMenuDialog({
  isSuperadmin,
  userId,
  open,
  setOpen,
}: {
  isSuperadmin: boolean;
  userId: number;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useHeaderSearch('command');
  const { setText } = search;
  const { workspaces } = useMyWorkspaces();
  const [recent, setRecent] = useState<RecentRecord[]>(() => readRecent(userId));

  const typed = search.text.trim() !== '';
  const commands = useMemo(() => {
    const all = [...(isSuperadmin ? [...COMMANDS, ADMIN_COMMAND] : COMMANDS), ...contextCommands(pathname, workspaces)];
    return matchCommands(all, search.text);
  }, [isSuperadmin, pathname, workspaces, search.text]);
  const creates = commands.filter((c) => c.kind === 'create');
  const places = commands.filter((c) => c.kind === 'go');
  // Every workspace is a lot to list before anything is typed: the switcher in the header does that.
  const switches = typed ? commands.filter((c) => c.kind === 'switch') : [];
  const themes = commands.filter((c) => c.kind === 'theme');
  const recents = typed ? [] : recent;

  function close() {
    setOpen(false);
    setText('');
  }
  function go(path: string | null) {
    if (!path) return;
    close();
    router.push(path);
  }
  function openRecord(record: RecentRecord) {
    setRecent(rememberRecent(userId, record));
    go(record.url);
  }
  function run(command: MenuCommand) {
    if (command.kind !== 'theme') go(command.href);
    else {
      setAppearance({ theme: command.theme });
      close();
    }
  }

  const nothing = commands.length === 0 && (search.phase === 'empty' || search.phase === 'idle');
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
            placeholder="Search records, places or actions…"
            className="block h-10 w-full rounded-control border border-input bg-surface pr-9 pl-9 text-sm text-foreground placeholder:text-muted-foreground/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
          />
          {search.pending ? <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" /> : null}
        </div>
        {nothing ? (
          <EmptyState compact headingLevel={3} icon={SearchIcon} title={search.term ? `No results for “${search.term}”.` : 'Nothing matches.'} />
        ) : null}
        {search.phase === 'error' ? <RetryAlert message="Search failed" onRetry={search.retry} className="px-3 py-2 text-sm text-danger" /> : null}
        <Command.List label="Results and places" className="max-h-[55vh] overflow-y-auto">
          {search.phase === 'results'
            ? search.sections.map((section) => (
                <Command.Group key={section.group} heading={section.label} className={GROUP}>
                  {section.options.map((option) => (
                    <Command.Item
                      key={option.domId}
                      value={option.domId}
                      onSelect={() => {
                        const url = appPath(option.hit.url);
                        if (url) openRecord({ url, title: option.hit.title, subtitle: option.hit.subtitle ?? null });
                      }}
                      className={ITEM}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{option.hit.title}</span>
                        {option.hit.subtitle ? <span className="block truncate text-xs text-muted-foreground">{option.hit.subtitle}</span> : null}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ))
            : null}
          {recents.length > 0 ? (
            <Command.Group heading="Recent" className={GROUP}>
              {recents.map((r) => (
                <Command.Item key={r.url} value={`recent ${r.url}`} onSelect={() => openRecord(r)} className={ITEM}>
                  <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{r.title}</span>
                    {r.subtitle ? <span className="block truncate text-xs text-muted-foreground">{r.subtitle}</span> : null}
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {(
            [
              ['Create', creates],
              ['Go to', places],
              ['Workspaces', switches],
              ['Theme', themes],
            ] as const
          ).map(([heading, group]) =>
            group.length > 0 ? (
              <Command.Group key={heading} heading={heading} className={GROUP}>
                {group.map((c) => (
                  <Command.Item key={`${c.label} ${c.hint ?? ''}`} value={`${c.kind} ${c.label} ${c.hint ?? ''}`} onSelect={() => run(c)} className={ITEM}>
                    <CommandRow command={c} />
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null,
          )}
        </Command.List>
      </Command>
    </Dialog>
  );
}
