// The profile header: avatar, full name, Driver or Passenger, "Trajets effectués", join date and Get Verified.
import { Button, Card } from 'react-bootstrap';
import type { MeRow } from '../../../db/database';
import { useSession } from '../../hooks/use-session';
import { Avatar } from '../../ui/avatar';
import { useState } from 'react';
import { roleLabel } from '../../layout/user-menu';
import { DocumentsModal } from '../documents/documents-modal';
import { joinDate } from '../../ui/join-date';
import { useProfileText } from './text';

export function ProfileHeader({ profile }: { profile: MeRow }) {
  // The role is the is_driver flag of the profile call (spec 000 §6), as in the user menu.
  const isDriver = useSession().session?.isDriver ?? false;
  const _ = useProfileText();
  // The count in bold wherever the language puts it in the sentence.
  const [beforeCount, afterCount] = _('header.stats', { count: '\u0000', date: joinDate(profile.created_at) }).split('\u0000');
  const [documentsOpen, setDocumentsOpen] = useState(false);
  return (
    <Card className="shadow-sm">
      <Card.Body className="d-flex flex-column flex-md-row align-items-center gap-4">
        <Avatar user={profile} size={96} />
        <div className="flex-grow-1 text-center text-md-start">
          <h1 className="h3 mb-1">{profile.full_name}</h1>
          <p className="mb-1">
            <span className="badge text-bg-primary">{roleLabel(isDriver)}</span>
          </p>
          <p className="mb-0 text-body-secondary">
            {beforeCount}
            <strong>{profile.trips_count}</strong>
            {afterCount}
          </p>
          {profile._pending?.length ? <p className="mb-0 small text-warning-emphasis">{_('header.pending')}</p> : null}
        </div>
        <Button variant="outline-primary" onClick={() => setDocumentsOpen(true)}>
          {_('header.getVerified')}
        </Button>
        <DocumentsModal show={documentsOpen} onHide={() => setDocumentsOpen(false)} profile={profile} />
      </Card.Body>
    </Card>
  );
}
