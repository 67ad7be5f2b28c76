// "Alertes SOS" on the staff desk (issue 40): who called for help during which ride, when, from where (a map link),
// and how many of their contacts were texted; the person's number is one tap away.
import { Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { positionLink, type StaffSosAlert } from '../../../contract/emergency';
import { displayPhone } from '../../../contract/phone';
import { formatDateTime } from '../../ui/format';
import { useStaffText } from './text';

export function SosAlertsSection({ alerts }: { alerts: StaffSosAlert[] }) {
  const _ = useStaffText();
  return (
    <section className="mb-4" aria-labelledby="staff-sos-title">
      <h2 id="staff-sos-title" className="h5 d-flex align-items-center gap-2">
        {_('sos.title')}{' '}
        <Badge bg={alerts.length > 0 ? 'danger' : 'secondary'} pill>
          {alerts.length}
        </Badge>
      </h2>
      {alerts.length === 0 ? (
        <p className="text-body-secondary">{_('sos.none')}</p>
      ) : (
        <ListGroup aria-label={_('sos.title')}>
          {alerts.map((alert) => (
            <ListGroup.Item key={alert.id} as="article" data-testid="staff-sos-alert" className="small">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <strong>{alert.user.full_name}</strong>
                <span className="text-body-secondary">{formatDateTime(alert.created_at)}</span>
              </div>
              <div className="d-flex flex-wrap gap-3">
                <a href={`tel:+216${alert.user.phone}`} dir="ltr">
                  {displayPhone(alert.user.phone)}
                </a>
                {alert.trip_id ? <Link to={`/trips/${alert.trip_id}`}>{_('sos.trip', { id: alert.trip_id })}</Link> : null}
                {alert.latitude !== null && alert.longitude !== null ? (
                  <a href={positionLink(alert.latitude, alert.longitude)} target="_blank" rel="noreferrer">
                    {_('sos.position', { time: alert.position_at ? formatDateTime(alert.position_at) : '—' })}
                  </a>
                ) : (
                  <span className="text-body-secondary">{_('sos.noPosition')}</span>
                )}
                <span>{_('sos.told', { count: alert.contacts_told })}</span>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
