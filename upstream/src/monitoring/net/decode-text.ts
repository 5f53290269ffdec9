/**
 * The text of an HTML body: the charset of the Content-Type header, else a `<meta charset>` in
 * the first 1024 bytes, else UTF-8. Unknown labels fall back to UTF-8 rather than failing.
 */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = body.subarray(0, 1024).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // an unknown label: try the next source
    }
  }
  return body.toString('utf8');
}
