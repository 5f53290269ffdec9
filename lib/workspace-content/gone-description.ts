/** What a deleted or unreachable meeting or insight says: removed while on screen (it was `seen`), or never found. */
export function goneDescription(seen: boolean): string {
  return seen ? 'Someone removed it while you were looking at it.' : 'It was deleted, or it is not in a workspace you can see.';
}
