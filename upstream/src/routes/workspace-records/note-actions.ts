import type { Context } from 'hono';
import type { z } from 'zod';
import type { PaginationQuery } from '@/lib/contract/common';
import { noteBody } from '@/lib/contract/notes';
import type { Note } from '@/lib/contract/notes';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { createNote } from '../../services/notes/create-note';
import { getNote } from '../../services/notes/get-note';
import { listNotes } from '../../services/notes/list-notes';
import type { NoteSubject } from '../../services/notes/note-subject';
import { requireWorkspaceRecord } from '../../services/workspace-records/require-workspace-record';
import { requireWorkspaceViewer } from '../../services/workspace-records/workspace-viewer';
import { readInput } from '../../lib/read-input';

/**
 * The steps every workspace record route shares, so the handlers stay one line each: access to the
 * workspace first (404 / 403), then the record under it (404 for one of another workspace), then
 * the body (422).
 */
export async function readBody<S extends z.ZodTypeAny>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const { input } = await readInput(c, c.var.deps.config.uploadMaxBytes);
  return parseOr422(schema, input);
}

export async function subjectNotes(c: Context<AppEnv>, workspaceId: number, subject: NoteSubject, page: PaginationQuery) {
  const db = c.var.deps.db;
  const viewer = await requireWorkspaceViewer(db, c.var.auth.user.id, workspaceId, 'read');
  await requireWorkspaceRecord(db, subject.type, workspaceId, subject.id);
  return listNotes(db, viewer, subject, page);
}

export async function subjectNote(c: Context<AppEnv>, workspaceId: number, subject: NoteSubject, noteId: number): Promise<Note> {
  const db = c.var.deps.db;
  const viewer = await requireWorkspaceViewer(db, c.var.auth.user.id, workspaceId, 'read');
  await requireWorkspaceRecord(db, subject.type, workspaceId, subject.id);
  return getNote(db, viewer, subject, noteId);
}

export async function addSubjectNote(c: Context<AppEnv>, workspaceId: number, subject: NoteSubject): Promise<Note> {
  const deps = c.var.deps;
  const viewer = await requireWorkspaceViewer(deps.db, c.var.auth.user.id, workspaceId, 'create');
  await requireWorkspaceRecord(deps.db, subject.type, workspaceId, subject.id);
  return createNote(deps, viewer, subject, await readBody(c, noteBody));
}
