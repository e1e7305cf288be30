import { Table, TableBody, TableHead, Td, Th, Tr, RowHeader } from '../../../components/ui/table';

// A chart's numbers as a table: what a screen reader reads instead of the drawing, and what anyone can open to
// read exact values. Closed by default, under the chart it stands for.

export function ChartDataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[][] }) {
  return (
    <details className="group mt-3">
      <summary className="cursor-pointer rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        Show the numbers as a table
      </summary>
      <Table caption={caption} className="mt-2 max-h-80 overflow-y-auto">
        <TableHead>
          {columns.map((column, i) => (
            <Th key={column} className={i > 0 ? 'text-right' : undefined}>
              {column}
            </Th>
          ))}
        </TableHead>
        <TableBody>
          {rows.map(([first, ...rest], i) => (
            <Tr key={i}>
              {/* May wrap ("Number of first responses"): two tables side by side fit a 1024 px window. */}
              <RowHeader className="py-2 text-slate-900">{first}</RowHeader>
              {rest.map((cell, j) => (
                <Td key={j} className="py-2 text-right tabular-nums">
                  {cell}
                </Td>
              ))}
            </Tr>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
