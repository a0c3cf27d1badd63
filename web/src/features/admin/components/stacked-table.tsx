// One markup for the admin page's tables at every width: a plain table from `lg` up, and below it
// each row stacked as a small card (its name and state on the first line, then its figures as a
// label/value grid), so a phone shows every figure without scrolling sideways. The elements stay a
// table, header row, rows, row headers and cells throughout; only their CSS display changes. Under
// `lg` the header row is kept for screen readers only and each cell shows its column's name itself
// (`data-label`, drawn as CSS generated content so the cell's text stays the figure alone).
import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Figures are right-aligned in the wide table. */
  numeric?: boolean;
}

const headCell = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase';

export function StackedTable({
  caption,
  columns,
  minWidth,
  children,
}: {
  caption: string;
  columns: Column[];
  /** The wide table's minimum width, as a Tailwind class ('lg:min-w-[52rem]'). */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-4 lg:overflow-x-auto">
      <table className={`block w-full text-sm lg:table ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only lg:not-sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${headCell} ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block lg:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

/** A row: a ten-column grid card under `lg`, a table row from `lg` up. */
export function StackedRow({ children }: { children: ReactNode }) {
  return (
    <tr className="grid grid-cols-10 gap-x-3 gap-y-2 border-t border-slate-100 py-3 align-top lg:table-row lg:py-0">
      {children}
    </tr>
  );
}

const cellBox = 'block min-w-0 lg:table-cell lg:px-3 lg:py-2';

/** The row's name, first on the card's first line. */
export function RowTitle({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${cellBox} col-span-6 text-left font-medium text-slate-900`}>
      {children}
    </th>
  );
}

/** The row's state badge: at the end of the card's first line, wherever its column is. */
export function StateCell({ children }: { children: ReactNode }) {
  return (
    <td className={`${cellBox} col-start-7 col-end-11 row-start-1 text-right lg:text-left`}>{children}</td>
  );
}

const labelled =
  'before:block before:text-xs before:font-normal before:text-slate-500 before:content-[attr(data-label)] lg:before:content-none';

/**
 * A figure or detail of the row, named by `label` on the card. `span` places it in the card's grid
 * (a Tailwind class such as 'col-span-2' of the ten columns, with an `order-*` to move it).
 */
export function Cell({
  label,
  numeric = false,
  span,
  className = '',
  title,
  children,
}: {
  label?: string;
  numeric?: boolean;
  span: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label}
      title={title}
      className={`${cellBox} ${span} ${label ? labelled : ''} ${numeric ? 'tabular-nums lg:text-right lg:whitespace-nowrap' : ''} ${className}`}
    >
      {children}
    </td>
  );
}
