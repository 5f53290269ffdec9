/** The header row of a monitoring table: a column header a label. */
export function HeadRow({ labels }: { labels: readonly string[] }) {
  return (
    <tr>
      {labels.map((h) => (
        <th key={h} scope="col" className="px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-muted-foreground">
          {h}
        </th>
      ))}
    </tr>
  );
}
