import { copyToClipboard, shareUrl } from './copy-to-clipboard';

export type ShareDeps = {
  /** `POST short-code`: resolves to the code, or false when it failed (the error is already shown). */
  createCode: () => Promise<{ code: string } | false>;
  origin: string;
  /** The link this button already made (the API gives the same code again, so skip the call). */
  known?: string | null;
  copy?: (text: string) => Promise<boolean>;
};

/**
 * Share in three steps: get the code, build `{origin}/s/{code}`, copy it. `copied: false` means the
 * clipboard refused and the link must be shown to copy by hand; null means no link was made.
 */
export async function shareLink({ createCode, origin, known, copy = copyToClipboard }: ShareDeps): Promise<{ link: string; copied: boolean } | null> {
  let link = known ?? null;
  if (!link) {
    const created = await createCode();
    if (!created) return null;
    link = shareUrl(origin, created.code);
  }
  return { link, copied: await copy(link) };
}
