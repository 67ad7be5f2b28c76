// A server-paged list's pager: previous, page numbers (with gaps), next; buttons, since they change state, not the URL.
import { Fragment } from 'react';
import { pageList } from './page-list';
import { useUiText } from './text';

export function Pager({
  page,
  lastPage,
  onPage,
  label,
  disabled,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** The list it pages, for screen readers: "Pages des avis". */
  label: string;
  disabled?: boolean;
}) {
  const _ = useUiText();
  if (lastPage <= 1) return null;
  const item = (target: number, text: string, name: string, off: boolean, current = false) => (
    <li className={`page-item${current ? ' active' : ''}${off ? ' disabled' : ''}`}>
      <button type="button" className="page-link" onClick={() => onPage(target)} disabled={off} aria-label={name} aria-current={current ? 'page' : undefined}>
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {item(page - 1, '‹', _('pager.previous'), disabled || page <= 1)}
        {pageList(page, lastPage).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <Fragment key={slot}>{item(slot, String(slot), _('pager.page', { page: slot }), Boolean(disabled) && slot !== page, slot === page)}</Fragment>
          ),
        )}
        {item(page + 1, '›', _('pager.next'), disabled || page >= lastPage)}
      </ul>
    </nav>
  );
}
