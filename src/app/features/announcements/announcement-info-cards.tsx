// The request's details (requester with rating, luggage — Standard by default —, pickup and drop-off, description)
// and its additional notes, or "No additional information provided" (spec 001 §2).
import { Card } from 'react-bootstrap';
import { LUGGAGE_DEFAULT } from '../../../contract/announcement-rules';
import type { AnnouncementRow } from '../../../db/database';
import { luggageId } from './luggage';
import { RequesterLine } from './requester-line';
import { useAnnouncementsText } from './text';
import { useAnnouncementCardsText } from './card-text';

export function AnnouncementDetailsCard({ announcement }: { announcement: AnnouncementRow }) {
  const _ = useAnnouncementsText();
  const luggage = announcement.luggage_size || LUGGAGE_DEFAULT;
  const known = luggageId(luggage);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5 mb-3">{_('info.title')}</h2>
        <div className="mb-3">
          <RequesterLine user={announcement.user} size={48} />
        </div>
        <dl className="row mb-0">
          <dt className="col-sm-4">{_('fact.pickup')}</dt>
          <dd className="col-sm-8">{announcement.departure_location || '–'}</dd>
          <dt className="col-sm-4">{_('fact.dropoff')}</dt>
          <dd className="col-sm-8">{announcement.arrival_location || '–'}</dd>
          <dt className="col-sm-4">{_('fact.luggage')}</dt>
          <dd className="col-sm-8">{known ? _(known) : luggage}</dd>
          {announcement.description ? (
            <>
              <dt className="col-sm-4">{_('fact.description')}</dt>
              <dd className="col-sm-8 mb-0">{announcement.description}</dd>
            </>
          ) : null}
        </dl>
      </Card.Body>
    </Card>
  );
}

export function AnnouncementNotesCard({ announcement }: { announcement: AnnouncementRow }) {
  const _ = useAnnouncementsText();
  const card = useAnnouncementCardsText();
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">{_('info.notes')}</h2>
        <p className={`mb-0${announcement.additional_notes ? '' : ' text-body-secondary'}`}>{announcement.additional_notes || card('notesFallback')}</p>
      </Card.Body>
    </Card>
  );
}
