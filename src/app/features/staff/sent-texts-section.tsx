// "Messages envoyés" on the staff desk: the last texts (masked numbers, status, segments, provider; failures first),
// today's budget, the job queues' depth and their dead jobs with "Relancer".
import { Alert, Badge, Button, Table } from 'react-bootstrap';
import type { SentText } from '../../../contract/staff-texts';
import { formatDateTime } from '../../ui/format';
import { useStaffText } from './text';
import { useSentTexts } from './use-sent-texts';
import { ScrollingTable } from '../../ui/scrolling-table';

const STATUS_BADGE: Record<SentText['status'], string> = { queued: 'secondary', sending: 'info', sent: 'primary', delivered: 'success', failed: 'danger' };

export function SentTextsSection({ reloads }: { reloads: number }) {
  const _ = useStaffText();
  const { state, redrive } = useSentTexts(reloads);
  if (state.kind !== 'ready') {
    return (
      <section className="mb-4" aria-labelledby="staff-texts-title">
        <h2 id="staff-texts-title" className="h5">
          {_('texts.title')}
        </h2>
        {state.kind === 'failed' ? <Alert variant="danger">{state.message}</Alert> : null}
        {state.kind === 'offline' ? <p className="text-body-secondary">{_('page.offline')}</p> : null}
      </section>
    );
  }
  const { texts, budget, queues, dead_jobs: deadJobs } = state.texts;
  const failed = texts.filter((text) => text.status === 'failed').length;
  return (
    <section className="mb-4" aria-labelledby="staff-texts-title">
      <h2 id="staff-texts-title" className="h5 d-flex align-items-center gap-2">
        {_('texts.title')}{' '}
        <Badge bg={failed > 0 ? 'danger' : 'secondary'} pill>
          {texts.length}
        </Badge>
      </h2>
      <p className="small text-body-secondary mb-2">
        {state.texts.fallback
          ? _('texts.providers', { provider: state.texts.provider, fallback: state.texts.fallback })
          : _('texts.provider', { provider: state.texts.provider })}
        {budget ? ` · ${_('texts.budget', { spent: budget.spent_today, limit: budget.limit })}` : null}
        {state.texts.balance !== null ? ` · ${_('texts.balance', { units: state.texts.balance })}` : null}
      </p>
      {budget && budget.spent_today >= budget.limit ? (
        <Alert variant="danger" role="alert">
          {_('texts.budgetReached', { limit: budget.limit })}
        </Alert>
      ) : null}
      {texts.length === 0 ? (
        <p className="text-body-secondary">{_('texts.none')}</p>
      ) : (
        <ScrollingTable label={_('texts.title')}>
          <Table size="sm" className="align-middle">
            <caption>{_('texts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{_('texts.date')}</th>
                <th scope="col">{_('texts.phone')}</th>
                <th scope="col">{_('texts.purpose')}</th>
                <th scope="col">{_('texts.status')}</th>
                <th scope="col">{_('texts.segments')}</th>
                <th scope="col">{_('texts.providerColumn')}</th>
                <th scope="col">{_('texts.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {texts.map((text) => (
                <tr key={text.id} data-testid="staff-text">
                  <td className="text-nowrap">{formatDateTime(text.created_at)}</td>
                  <td className="text-nowrap" dir="ltr">
                    {text.phone}
                  </td>
                  <td>{_(`texts.purpose.${text.purpose}` as 'texts.purpose.verify')}</td>
                  <td>
                    <Badge bg={STATUS_BADGE[text.status]}>{_(`texts.status.${text.status}`)}</Badge>
                  </td>
                  <td>
                    {text.segments} <span className="small text-body-secondary">{text.encoding}</span>
                  </td>
                  <td>{text.provider ?? '—'}</td>
                  <td className="small">{text.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollingTable>
      )}
      <h3 className="h6 mt-3">{_('jobs.title')}</h3>
      <ScrollingTable label={_('jobs.title')}>
        <Table size="sm" className="align-middle">
          <caption>{_('jobs.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('jobs.queue')}</th>
              <th scope="col">{_('jobs.queued')}</th>
              <th scope="col">{_('jobs.active')}</th>
              <th scope="col">{_('jobs.deferred')}</th>
              <th scope="col">{_('jobs.failed')}</th>
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => (
              <tr key={queue.queue} data-testid="staff-queue">
                <th scope="row">{queue.queue}</th>
                <td>{queue.queued}</td>
                <td>{queue.active}</td>
                <td>{queue.deferred}</td>
                <td>{queue.failed}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollingTable>
      <h3 className="h6 mt-3">
        {_('jobs.dead')}{' '}
        <Badge bg={deadJobs.length > 0 ? 'danger' : 'secondary'} pill>
          {deadJobs.length}
        </Badge>
      </h3>
      {deadJobs.length === 0 ? (
        <p className="text-body-secondary">{_('jobs.noDead')}</p>
      ) : (
        <ul className="list-unstyled">
          {deadJobs.map((job) => (
            <li key={job.id} className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="staff-dead-job">
              <Badge bg="danger">{job.queue}</Badge>
              <span className="small">{formatDateTime(job.failed_at)}</span>
              <span className="small text-body-secondary">{job.error ?? ''}</span>
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={_('jobs.redriveLabel', { queue: job.queue, id: job.id.slice(0, 8) })}
                onClick={() => void redrive(job.id)}
              >
                {_('jobs.redrive')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
