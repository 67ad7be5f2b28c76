// "Journal de modération" on the staff desk (issue 40): every action staff took on reports, newest first, with who
// took it, on what and whom, and its note.
import { Table } from 'react-bootstrap';
import type { AuditLog } from '../../../contract/moderation';
import { formatDateTime, personName } from '../../ui/format';
import { useStaffText } from './text';
import { ScrollingTable } from '../../ui/scrolling-table';

export function AuditLogSection({ log }: { log: AuditLog }) {
  const _ = useStaffText();
  return (
    <section className="mb-4" aria-labelledby="staff-audit-title">
      <h2 id="staff-audit-title" className="h5">
        {_('audit.title')}
      </h2>
      {log.data.length === 0 ? (
        <p className="text-body-secondary">{_('audit.none')}</p>
      ) : (
        <ScrollingTable label={_('audit.title')}>
          <Table size="sm" className="align-middle small">
            <caption>{_('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{_('texts.date')}</th>
                <th scope="col">{_('audit.staff')}</th>
                <th scope="col">{_('reports.action')}</th>
                <th scope="col">{_('audit.subject')}</th>
                <th scope="col">{_('audit.person')}</th>
                <th scope="col">{_('reports.note')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id} data-testid="audit-log-entry">
                  <td>{formatDateTime(entry.created_at)}</td>
                  <td>{personName(entry.staff) || '—'}</td>
                  <td>
                    {_(`reports.action.${entry.action}`)}
                    {entry.action === 'suspend' ? ` (${entry.days === null ? _('reports.forGood') : _('audit.days', { count: entry.days })})` : ''}
                  </td>
                  <td>{_(`reports.subject.${entry.subject_type}`, { id: entry.subject_id })}</td>
                  <td>{personName(entry.target_user) || '—'}</td>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollingTable>
      )}
    </section>
  );
}
