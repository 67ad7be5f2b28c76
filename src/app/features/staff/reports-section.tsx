// "Signalements" on the staff desk (issue 40): each reported subject, the most reported and then the newest first,
// with the content as it stood when reported, every report's reason and words, and the action to take on them all.
import { Fragment } from 'react';
import { Alert, Badge, ListGroup } from 'react-bootstrap';
import type { StaffReports } from '../../../contract/reports';
import { formatDateTime, personName } from '../../ui/format';
import { useSafetyText } from '../safety/text';
import { ReportActionForm } from './report-action-form';
import { useStaffText } from './text';
import type { StaffReportsState } from './use-staff-reports';

type Subject = StaffReports['data'][number];

/** The snapshot's fields staff read first, in this order; any other follows under its own name. */
const SNAPSHOT_ORDER = [
  'full_name',
  'driver',
  'passenger',
  'sender',
  'reviewer',
  'rated_user',
  'departure_location',
  'arrival_location',
  'departure_time',
  'desired_departure_time',
  'price_per_seat',
  'rating',
  'text',
  'comment',
  'description',
  'additional_notes',
  'sent_at',
  'created_at',
];
const DATES = new Set(['departure_time', 'desired_departure_time', 'sent_at', 'created_at']);

export function ReportsSection({ state, onActed }: { state: StaffReportsState; onActed: () => void }) {
  const _ = useStaffText();
  const subjects = state.kind === 'ready' ? state.reports.data : [];
  return (
    <section className="mb-4" aria-labelledby="staff-reports-title">
      <h2 id="staff-reports-title" className="h5 d-flex align-items-center gap-2">
        {_('reports.title')}{' '}
        <Badge bg={subjects.length > 0 ? 'danger' : 'secondary'} pill>
          {subjects.length}
        </Badge>
      </h2>
      {state.kind === 'failed' ? <Alert variant="danger">{state.message}</Alert> : null}
      {state.kind === 'offline' ? <p className="text-body-secondary">{_('page.offline')}</p> : null}
      {state.kind === 'ready' && subjects.length === 0 ? <p className="text-body-secondary">{_('reports.none')}</p> : null}
      {subjects.length > 0 ? (
        <ListGroup aria-label={_('reports.title')}>
          {subjects.map((subject) => (
            <ReportedSubject key={`${subject.subject_type}:${subject.subject_id}`} subject={subject} onActed={onActed} />
          ))}
        </ListGroup>
      ) : null}
    </section>
  );
}

function ReportedSubject({ subject, onActed }: { subject: Subject; onActed: () => void }) {
  const _ = useStaffText();
  const safety = useSafetyText();
  const snapshot = subject.reports[0]?.snapshot ?? {};
  const fields = Object.keys(snapshot)
    .filter((key) => snapshot[key] !== null && snapshot[key] !== '' && key !== 'image' && key !== 'conversation_id' && key !== 'trip_id')
    .sort((a, b) => rank(a) - rank(b));
  return (
    <ListGroup.Item as="article" data-testid="staff-reported-subject" aria-labelledby={`reported-${subject.subject_type}-${subject.subject_id}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <h3 id={`reported-${subject.subject_type}-${subject.subject_id}`} className="h6 mb-1">
          {_(`reports.subject.${subject.subject_type}`, { id: subject.subject_id })}
          {subject.reported_user ? ` · ${personName(subject.reported_user)}` : ''}
        </h3>
        <span className="small text-body-secondary">
          {_('reports.count', { count: subject.reports_count })} · {formatDateTime(subject.last_reported_at)}
        </span>
      </div>
      <p className="small text-body-secondary mb-1">{_('reports.asReported')}</p>
      <dl className="row small mb-2">
        {fields.map((key) => (
          <Fragment key={key}>
            <dt className="col-sm-4 fw-normal text-body-secondary">{label(key, _)}</dt>
            <dd className="col-sm-8 mb-1" style={{ whiteSpace: 'pre-wrap' }}>
              {DATES.has(key) ? formatDateTime(String(snapshot[key])) : String(snapshot[key])}
            </dd>
          </Fragment>
        ))}
      </dl>
      <ul className="list-unstyled small mb-0">
        {subject.reports.map((report) => (
          <li key={report.id} className="mb-1">
            <Badge bg="warning" text="dark">
              {safety(`report.reason.${report.reason}`)}
            </Badge>{' '}
            {_('reports.by', { name: personName(report.reporter) || '—', date: formatDateTime(report.created_at) })}
            {report.text ? (
              <span className="d-block" style={{ whiteSpace: 'pre-wrap' }}>
                {report.text}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ReportActionForm reportId={subject.reports[0]!.id} onDone={onActed} />
    </ListGroup.Item>
  );
}

function rank(key: string): number {
  const index = SNAPSHOT_ORDER.indexOf(key);
  return index === -1 ? SNAPSHOT_ORDER.length : index;
}

function label(key: string, _: ReturnType<typeof useStaffText>): string {
  const known = `reports.field.${key}`;
  const worded = _(known as Parameters<typeof _>[0]);
  return worded === known ? key : worded;
}
