import { desc, eq } from 'drizzle-orm';
import type { FileDetail } from '@/lib/contract/files';
import type { Db } from '../../db/client';
import { files, fileVersions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { loadMemberUsers } from '../discussions/load-member-users';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentFiles } from './present-files';
import { toVersionResource } from './present-version';

/** `GET files/{id}` (and the answer of create and update): the file, every version newest first, its discussions. */
export async function presentFileDetail(db: Db, userId: number, fileId: number): Promise<FileDetail> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!row) throw notFound('File');
  const [record] = await presentFiles(db, userId, [row]);
  const versions = await db.select().from(fileVersions).where(eq(fileVersions.fileId, fileId)).orderBy(desc(fileVersions.version));
  const uploaders = await loadMemberUsers(
    db,
    versions.map((v) => v.uploadedBy),
  );
  const discussions = await presentDiscussions(db, userId, { fileId, canEditSubject: record.can_edit });
  return { ...record, versions: versions.map((v) => toVersionResource(v, uploaders)), discussions };
}
