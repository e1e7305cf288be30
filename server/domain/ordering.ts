// Lists an admin orders by hand (SLA policies, rules): positions 0..n-1 kept dense, an item moved by its `sort`.

/** The list with `item` placed at `sort` (past the end, or absent: last). */
export function placeAt<T>(list: T[], item: T, sort: number | undefined): T[] {
  const at = Math.min(sort ?? list.length, list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** Numbers the rows 0..n-1 in their order, writing only those whose place changed. */
export async function renumber<T extends { sort: number }>(rows: T[], write: (row: T, sort: number) => Promise<unknown>): Promise<void> {
  for (const [sort, row] of rows.entries()) {
    if (row.sort !== sort) await write(row, sort);
  }
}
