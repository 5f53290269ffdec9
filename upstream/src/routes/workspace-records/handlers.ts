import type { Context } from 'hono';
import type { z } from 'zod';
import type { PaginationQuery } from '@/lib/contract/common';
import { noteBody } from '@/lib/contract/notes';
import type { Note } from '@/lib/contract/notes';
import type { AppEnv } from '../../app-env';
import { readInput } from '../../lib/read-input';
import { parseOr422 } from '../../lib/validation';
import { createNote } from '../../services/notes/create-note';
import { getNote, listNotes } from '../../services/notes/read-notes';
import type { NoteSubject } from '../../services/notes/read-notes';
import { companyRetailerOf } from '../../services/workspace-records/read-workspace-retailers';
import { requireWorkspaceRecord, requireWorkspaceViewer } from '../../services/workspace-records/read-workspace-records';

/**
 * The steps every workspace record route shares, so the handlers stay short: access to the
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

/** Read access to the workspace, then the company retailer behind this workspace retailer. */
export async function companyRetailer(c: Context<AppEnv>, workspaceId: number, workspaceRetailerId: number): Promise<number> {
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return companyRetailerOf(c.var.deps.db, workspaceId, workspaceRetailerId);
}
