// The Account tab: About (name, status Active, role), Contacts (phone as +216, email when present), Edit, and the
// driver-application control by driver_verification.status.
import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import type { MeRow } from '../../../db/database';
import { displayPhone } from '../../../contract/phone-format';
import { useSession } from '../../hooks/use-session';
import { roleLabel } from '../../layout/user-menu';
import { DRIVER_VERIFICATION } from '../../../contract/user-rules';
import { BecomeDriverWizard } from '../driver-application/become-driver-wizard';
import { EditProfileModal } from './edit-profile-modal';
import { useProfileText } from './text';

/** The application's state by driver_verification.status (the contract's French labels, read in the active language). */
const VERIFICATION = { 0: 'account.verification.0', 1: 'account.verification.1', 2: 'account.verification.2' } as const;
const verificationId = (status: number) => VERIFICATION[status as keyof typeof VERIFICATION] ?? VERIFICATION[DRIVER_VERIFICATION.pending];

/** One half of the tab: a titled card of facts (a definition list), About or Contacts. */
function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col md={6}>
      <Card className="h-100">
        <Card.Body>
          <h2 className="h5">{title}</h2>
          <dl className="row mb-0">{children}</dl>
        </Card.Body>
      </Card>
    </Col>
  );
}

export function AccountTab({ profile }: { profile: MeRow }) {
  const _ = useProfileText();
  const [editing, setEditing] = useState(false);
  const [applying, setApplying] = useState(false);
  const isDriver = useSession().session?.isDriver ?? false;
  const status = profile.driver_verification?.status;
  return (
    <Row className="g-3 py-3">
      <FactsCard title={_('account.about')}>
        <dt className="col-5">{_('account.fullName')}</dt>
        <dd className="col-7">{profile.full_name}</dd>
        <dt className="col-5">{_('account.status')}</dt>
        <dd className="col-7">{_('account.active')}</dd>
        <dt className="col-5">{_('account.role')}</dt>
        <dd className="col-7">{roleLabel(isDriver)}</dd>
      </FactsCard>
      <FactsCard title={_('account.contacts')}>
        <dt className="col-5">{_('account.phone')}</dt>
        <dd className="col-7" data-testid="profile-phone">
          <span dir="ltr">{displayPhone(profile.phone)}</span>
        </dd>
        {profile.email ? (
          <>
            <dt className="col-5">{_('account.email')}</dt>
            <dd className="col-7">{profile.email}</dd>
          </>
        ) : null}
      </FactsCard>
      <Col xs={12} className="d-flex gap-2 flex-wrap">
        <Button onClick={() => setEditing(true)}>{_('account.edit')}</Button>
        {status === undefined ? (
          <Button variant="outline-success" onClick={() => setApplying(true)}>
            {_('account.becomeDriver')}
          </Button>
        ) : status === DRIVER_VERIFICATION.rejected ? (
          // A rejected application may be sent again, with new files.
          <Button variant="outline-danger" onClick={() => setApplying(true)} title={_('account.applyAgain')}>
            {_(verificationId(status))}
          </Button>
        ) : (
          <Button variant="outline-secondary" disabled>
            {_(verificationId(status))}
          </Button>
        )}
        {profile.driver_verification?.rejection_reason ? (
          <p className="small text-danger mb-0 align-self-center">{_('account.reason', { reason: String(profile.driver_verification.rejection_reason) })}</p>
        ) : null}
      </Col>
      <BecomeDriverWizard show={applying} onHide={() => setApplying(false)} profile={profile} />
      <EditProfileModal show={editing} onHide={() => setEditing(false)} profile={profile} />
    </Row>
  );
}
