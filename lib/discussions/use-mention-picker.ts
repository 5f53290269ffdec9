'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { OtherUser } from '@/lib/contract/account';
import { moveActive } from '@/lib/search/search-model';
import { filterPeople, findMentionQuery, insertMention } from './mention-query';
import type { MentionPerson } from './mention-query';

type Options = { value: string; setValue: (value: string) => void; textareaRef: RefObject<HTMLTextAreaElement | null> };

/**
 * "@" suggestions for a textarea. People come from `user/other-users` (everyone who shares a team
 * with the caller; the API has no workspace member list): the upstream only notifies those who
 * can read the subject. Fetched the first time "@" is typed, then cached.
 */
export function useMentionPicker({ value, setValue, textareaRef }: Options) {
  const listId = `mentions-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const pendingCaret = useRef<number | null>(null);

  const match = caret === null ? null : findMentionQuery(value, caret);
  const wanted = match !== null && match.start !== dismissedAt;
  const people = useQuery({
    queryKey: queryKeys.otherUsers,
    queryFn: () => apiData<OtherUser[]>('user/other-users', { fallback: 'Error getting other users' }),
    enabled: wanted,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const suggestions = wanted && people.data ? filterPeople(people.data, match.query) : [];
  // Past a space with nobody matching, the "@" was just text: stop suggesting.
  const open = wanted && (suggestions.length > 0 || !match.query.includes(' '));
  // The list element exists only once people are loaded and some match.
  const listed = !people.isPending && !people.isError && suggestions.length > 0;
  const current = open ? Math.min(active, Math.max(0, suggestions.length - 1)) : -1;

  // Put the caret after an inserted mention once React has written the new text.
  useEffect(() => {
    const at = pendingCaret.current;
    const el = textareaRef.current;
    if (at === null || !el) return;
    pendingCaret.current = null;
    el.focus();
    el.setSelectionRange(at, at);
  }, [value, textareaRef]);

  // Escape closes the list, not the dialog around the form: the dialog listens in the capture
  // phase on the document, so mark the key as handled on the window first.
  const openAt = open && match ? match.start : null;
  useEffect(() => {
    if (openAt === null) return;
    const start = openAt;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.target !== textareaRef.current) return;
      e.preventDefault();
      setDismissedAt(start);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [openAt, textareaRef]);

  function pick(person: MentionPerson) {
    if (!match) return;
    const next = insertMention(value, match, person);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setActive(0);
    setValue(next.text);
  }

  /** Handles the picker's keys; true when the key was used (the form must not act on it). */
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open || suggestions.length === 0) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(moveActive(current, e.key === 'ArrowDown' ? 1 : -1, suggestions.length));
      return true;
    }
    if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.shiftKey) || (e.key === 'Tab' && !e.shiftKey)) {
      e.preventDefault();
      pick(suggestions[current]);
      return true;
    }
    return false;
  }

  /** Follows the caret (typing, clicks, arrow keys) so the list matches the "@" under it. */
  const track = (el: HTMLTextAreaElement) => {
    const at = el.selectionStart === el.selectionEnd ? el.selectionStart : null;
    if (at !== caret) setActive(0);
    // The dismissed "@" is gone (deleted, or the caret left it): a new "@" there suggests again.
    if (at === null || findMentionQuery(el.value, at)?.start !== dismissedAt) setDismissedAt(null);
    setCaret(at);
  };

  return {
    open,
    listId,
    loading: wanted && people.isPending,
    failed: wanted && people.isError,
    query: match?.query ?? '',
    suggestions,
    active: current,
    optionId: (person: MentionPerson) => `${listId}-${person.id}`,
    setActive,
    pick,
    onKeyDown,
    track,
    /** Focus left the box: hide the list until the caret is back at an "@". */
    blur: () => setCaret(null),
    /** Props for the textarea (a textbox with a suggestion list). */
    textareaProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open && listed ? listId : undefined,
      'aria-activedescendant': open && listed && suggestions[current] ? `${listId}-${suggestions[current].id}` : undefined,
    },
  };
}

export type MentionPicker = ReturnType<typeof useMentionPicker>;
