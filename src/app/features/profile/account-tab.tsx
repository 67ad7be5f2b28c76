// The Account tab: About (name, status Active, role), Contacts (phone as +216, email when present), Edit, and the
// driver-application control by driver_verification.status.
import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import type { MeRow } from '../../../db/database';
import { displayPhone } from '../../../contract/phone-format';
import { useSession } from '../../hooks/use-session';
import { roleLabel } from '../../layout/user-menu';
import { BECOME_DRIVER_LABEL, DRIVER_VERIFICATION_TEXT } from '../../../contract/driver-applications';
import { DRIVER_VERIFICATION } from '../../../contract/user-rules';
import { BecomeDriverWizard } from '../driver-application/become-driver-wizard';
import { EditProfileModal } from './edit-profile-modal';

export function AccountTab({ profile }: { profile: MeRow }) {
  const [editing, setEditing] = useState(false);
  const [applying, setApplying] = useState(false);
  const isDriver = useSession().session?.isDriver ?? false;
  const status = profile.driver_verification?.status;
  return (
    <Row className="g-3 py-3">
      <Col md={6}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5">About</h2>
            <dl className="row mb-0">
              <dt className="col-5">Nom complet</dt>
              <dd className="col-7">{profile.full_name}</dd>
              <dt className="col-5">Statut</dt>
              <dd className="col-7">Active</dd>
              <dt className="col-5">Rôle</dt>
              <dd className="col-7">{roleLabel(isDriver)}</dd>
            </dl>
          </Card.Body>
        </Card>
      </Col>
      <Col md={6}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5">Contacts</h2>
            <dl className="row mb-0">
              <dt className="col-5">Téléphone</dt>
              <dd className="col-7" data-testid="profile-phone">
                {displayPhone(profile.phone)}
              </dd>
              {profile.email ? (
                <>
                  <dt className="col-5">Email</dt>
                  <dd className="col-7">{profile.email}</dd>
                </>
              ) : null}
            </dl>
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12} className="d-flex gap-2 flex-wrap">
        <Button onClick={() => setEditing(true)}>Edit</Button>
        {status === undefined ? (
          <Button variant="outline-success" onClick={() => setApplying(true)}>
            {BECOME_DRIVER_LABEL}
          </Button>
        ) : status === DRIVER_VERIFICATION.rejected ? (
          // A rejected application may be sent again, with new files.
          <Button variant="outline-danger" onClick={() => setApplying(true)} title="Envoyer une nouvelle demande">
            {DRIVER_VERIFICATION_TEXT[status]}
          </Button>
        ) : (
          <Button variant="outline-secondary" disabled>
            {DRIVER_VERIFICATION_TEXT[status] ?? DRIVER_VERIFICATION_TEXT[DRIVER_VERIFICATION.pending]}
          </Button>
        )}
        {profile.driver_verification?.rejection_reason ? (
          <p className="small text-danger mb-0 align-self-center">Motif : {String(profile.driver_verification.rejection_reason)}</p>
        ) : null}
      </Col>
      <BecomeDriverWizard show={applying} onHide={() => setApplying(false)} profile={profile} />
      <EditProfileModal show={editing} onHide={() => setEditing(false)} profile={profile} />
    </Row>
  );
}
