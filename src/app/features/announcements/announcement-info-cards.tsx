// The request's details (requester with rating, luggage — Standard by default —, pickup and drop-off, description)
// and its additional notes, or "No additional information provided" (spec 001 §2).
import { Card } from 'react-bootstrap';
import { LUGGAGE_DEFAULT, NOTES_FALLBACK } from '../../../contract/announcement-rules';
import type { AnnouncementRow } from '../../../db/database';
import { RequesterLine } from './requester-line';

export function AnnouncementDetailsCard({ announcement }: { announcement: AnnouncementRow }) {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5 mb-3">Détails de la demande</h2>
        <div className="mb-3">
          <RequesterLine user={announcement.user} size={48} />
        </div>
        <dl className="row mb-0">
          <dt className="col-sm-4">Prise en charge</dt>
          <dd className="col-sm-8">{announcement.departure_location || '–'}</dd>
          <dt className="col-sm-4">Dépose</dt>
          <dd className="col-sm-8">{announcement.arrival_location || '–'}</dd>
          <dt className="col-sm-4">Bagages</dt>
          <dd className="col-sm-8">{announcement.luggage_size || LUGGAGE_DEFAULT}</dd>
          {announcement.description ? (
            <>
              <dt className="col-sm-4">Description</dt>
              <dd className="col-sm-8 mb-0">{announcement.description}</dd>
            </>
          ) : null}
        </dl>
      </Card.Body>
    </Card>
  );
}

export function AnnouncementNotesCard({ announcement }: { announcement: AnnouncementRow }) {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">Notes supplémentaires</h2>
        <p className={`mb-0${announcement.additional_notes ? '' : ' text-body-secondary'}`}>{announcement.additional_notes || NOTES_FALLBACK}</p>
      </Card.Body>
    </Card>
  );
}
