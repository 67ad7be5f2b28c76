// /staff (DESIGN.md §7): staff act on reports (issue 40), decide on driver applications, personal and vehicle
// documents, and read the latest contact messages. Anyone else gets the not-found page, so the desk does not even
// show that it exists.
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Container, Spinner } from 'react-bootstrap';
import { useSession } from '../../hooks/use-session';
import { NotFoundPage } from '../errors/not-found-page';
import { ContactMessagesList } from './contact-messages-list';
import { ParcelProblemsList } from './parcel-problems-list';
import { SentTextsSection } from './sent-texts-section';
import { RejectReasonModal, type RejectTarget } from './reject-reason-modal';
import { StaffApplicationsTable } from './staff-applications-table';
import { StaffDocumentsTable } from './staff-documents-table';
import { useStaffDesk } from './use-staff-desk';
import { useStaffText } from './text';
import { ReportsSection } from './reports-section';
import { SosAlertsSection } from './sos-alerts-section';
import { AuditLogSection } from './audit-log-section';
import { useStaffReports } from './use-staff-reports';

export function StaffPage() {
  const _ = useStaffText();
  const { loading, session } = useSession();
  const isStaff = Boolean(session?.user.is_staff);
  const { state, decide, reload } = useStaffDesk(isStaff);
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [reloads, setReloads] = useState(0);
  const moderation = useStaffReports(isStaff, reloads);

  // Until IndexedDB answers, nothing: a staff member must not see a flash of "not found".
  if (loading) return null;
  if (!isStaff || state.kind === 'not-found') return <NotFoundPage />;

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{_('page.title')}</h1>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => {
            reload();
            setReloads((n) => n + 1);
          }}
          disabled={state.kind === 'loading'}
        >
          {_('page.refresh')}
        </Button>
      </div>
      {state.kind === 'offline' ? (
        <Alert variant="warning" role="status">
          {_('page.offline')}
        </Alert>
      ) : null}
      {state.kind === 'loading' ? (
        <p className="d-flex align-items-center gap-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" /> {_('page.loading')}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          {state.message}
          <Button size="sm" variant="outline-danger" onClick={reload}>
            {_('page.retry')}
          </Button>
        </Alert>
      ) : null}
      {state.kind === 'ready' && moderation.state.kind === 'ready' ? <SosAlertsSection alerts={moderation.state.sos} /> : null}
      {state.kind === 'ready' ? <ReportsSection state={moderation.state} onActed={() => void moderation.reload()} /> : null}
      {state.kind === 'ready' ? (
        <>
          <DeskSection id="staff-applications" title={_('section.applications')} count={state.desk.driver_applications.length}>
            <StaffApplicationsTable applications={state.desk.driver_applications} decide={decide} onReject={setRejecting} />
          </DeskSection>
          <DeskSection id="staff-user-documents" title={_('section.userDocuments')} count={state.desk.user_documents.length}>
            <StaffDocumentsTable
              documents={state.desk.user_documents}
              withVehicle={false}
              caption={_('section.userDocumentsCaption')}
              decide={decide}
              onReject={setRejecting}
              onCorrected={() => {
                reload();
                void moderation.reload();
              }}
            />
          </DeskSection>
          <DeskSection id="staff-vehicle-documents" title={_('section.vehicleDocuments')} count={state.desk.vehicle_documents.length}>
            <StaffDocumentsTable
              documents={state.desk.vehicle_documents}
              withVehicle
              caption={_('section.vehicleDocumentsCaption')}
              decide={decide}
              onReject={setRejecting}
            />
          </DeskSection>
          <DeskSection id="staff-contact" title={_('section.contact')} count={state.desk.contact_messages.length} empty={_('section.noMessages')}>
            <ContactMessagesList messages={state.desk.contact_messages} />
          </DeskSection>
        </>
      ) : null}
      {/* Kept on the device: shown offline too, unlike the decisions above, which need a fresh queue. */}
      <ParcelProblemsList reloads={reloads} />
      {state.kind === 'ready' ? <SentTextsSection reloads={reloads} /> : null}
      {state.kind === 'ready' && moderation.state.kind === 'ready' ? <AuditLogSection log={moderation.state.log} /> : null}
      <RejectReasonModal target={rejecting} onHide={() => setRejecting(null)} />
    </Container>
  );
}

function DeskSection({ id, title, count, empty, children }: { id: string; title: string; count: number; empty?: string; children: ReactNode }) {
  const _ = useStaffText();
  return (
    <section className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 d-flex align-items-center gap-2">
        {title}{' '}
        <Badge bg={count > 0 ? 'primary' : 'secondary'} pill>
          {count}
        </Badge>
      </h2>
      {count > 0 ? children : <p className="text-body-secondary">{empty ?? _('page.nothingPending')}</p>}
    </section>
  );
}
