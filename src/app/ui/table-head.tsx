// A table's header row: one column header per name, and an unnamed last column for the row's actions (named for
// screen readers).
import { useUiText } from './text';

export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  const _ = useUiText();
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {actions ? (
          <th scope="col">
            <span className="visually-hidden">{_('table.actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
