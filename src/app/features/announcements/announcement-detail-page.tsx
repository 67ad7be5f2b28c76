// The travel request page (/announcements/:id, spec 001 §2): rendered from the mirror at once (offline too) and
// refreshed in the background. The owner edits, deletes (confirmed, then home) and decides on proposals; others
// apply — when they have no live proposal of their own, and only while it is Open (DESIGN.md §7) — or manage theirs.
import { useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { ANNOUNCEMENT_STATUS, PROPOSAL_STATUS } from '../../../contract/statuses';
import { isApprovedDriver } from '../../../contract/user-rules';
import { db, type AnnouncementRow, type ProposalRow } from '../../../db/database';
import { deleteAnnouncement } from '../../../db/commands/announcements';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { useSession } from '../../hooks/use-session';
import { accepted, useCommand } from '../../hooks/use-command';
import { confirmDialog, infoDialog } from '../../ui/dialogs';
import { SyncedAt } from '../../ui/synced-at';
import { DetailLoading, DetailUnavailable } from '../listings/detail-fallbacks';
import { RouteMapLoader } from '../trips/route-map-loader';
import { WhenNear } from '../../ui/when-near';
import { AcceptedProposalCard } from './accepted-proposal-card';
import { AnnouncementDetailHeader } from './announcement-detail-header';
import { ReportButton } from '../safety/report-button';
import { AnnouncementFormModal } from './announcement-form-modal';
import { AnnouncementDetailsCard, AnnouncementNotesCard } from './announcement-info-cards';
import { AnnouncementProposalsCard } from './announcement-proposals-card';
import { shownStatus } from './announcement-status-badge';
import { AnnouncementStatusCard } from './announcement-status-card';
import { announcementsText, useAnnouncementsText } from './text';
import { useAnnouncementCardsText } from './card-text';
import { ProposalDetailsModal } from './proposal-details-modal';
import { ProposalFormModal } from './proposal-form-modal';
import { useAnnouncement, useAnnouncementConversation } from './use-announcement';

/** Proposals that hold the driver's one place on a request: a rejected or withdrawn one frees it. */
const LIVE = new Set<number>([PROPOSAL_STATUS.pending, PROPOSAL_STATUS.accepted]);

export function AnnouncementDetailPage() {
  const command = useCommand();
  const _ = useAnnouncementsText();
  const card = useAnnouncementCardsText();
  const params = useParams();
  const id = Number(params.id);
  const { announcement, proposals, status, syncedAt, movedTo } = useAnnouncement(Number.isInteger(id) ? id : 0);
  const { session } = useSession();
  const me = session?.user.id;
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const conversationId = useAnnouncementConversation(announcement?.id ?? 0, me);
  const cities = useLiveQuery(
    () => (announcement ? db.cities.bulkGet([announcement.departure_city_id, announcement.arrival_city_id]) : []),
    [announcement?.departure_city_id, announcement?.arrival_city_id],
  );
  const [editing, setEditing] = useState(false);
  const [applying, setApplying] = useState(false);
  const [editingProposal, setEditingProposal] = useState<ProposalRow | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (deleting || (!announcement && status === 'loading')) return <DetailLoading text={deleting ? _('detail.deleting') : _('detail.loading')} />;
  if (!announcement && movedTo) return <Navigate to={`/announcements/${movedTo}`} replace />;
  if (!announcement) {
    return (
      <DetailUnavailable
        status={status}
        title={_('detail.notAvailable')}
        failed={_('detail.loadFailed')}
        notSeenHere={_('detail.notSeenHere')}
        back={{ to: '/announcements', label: _('detail.back') }}
      />
    );
  }

  const isOwner = me === announcement.user_id;
  // Others see only their own proposals, whatever an earlier account left on this device.
  const visible = isOwner ? proposals : proposals.filter((proposal) => proposal.driver_id === me);
  const hasLive = !isOwner && visible.some((proposal) => LIVE.has(proposal.status));
  const open = shownStatus(announcement) === ANNOUNCEMENT_STATUS.open;
  const editable = open || shownStatus(announcement) === ANNOUNCEMENT_STATUS.pendingReview;
  // The live copy of the proposal opened, so its modal follows a decision made meanwhile.
  const opened = proposals.find((proposal) => proposal.id === openedId) ?? null;
  const concerned = isOwner || (me !== undefined && announcement.accepted_trip_proposal?.driver_id === me);

  async function remove(current: AnnouncementRow) {
    if (!(await confirmDialog({ text: announcementsText('detail.confirmDelete'), confirm: announcementsText('detail.delete'), danger: true }))) return;
    setDeleting(true);
    // One posted offline is deleted the same way: the deletion waits for its create.
    const outcome = await command.run(() => deleteAnnouncement(db, current), {
      sent: (response) => (response as { message?: string } | null)?.message || announcementsText('detail.deleted'),
      refused: announcementsText('detail.deleteFailed'),
      fixedRefusalText: 'always',
    });
    if (!accepted(outcome)) setDeleting(false);
    else navigate('/');
  }

  function apply() {
    protect(() => {
      if (isApprovedDriver(session?.user)) setApplying(true);
      else void infoDialog(announcementsText('detail.driversOnly'));
    });
  }

  const actions = isOwner ? (
    <>
      {editable ? (
        <Button size="sm" variant="outline-secondary" onClick={() => setEditing(true)}>
          {card('card.edit')}
        </Button>
      ) : null}
      <Button size="sm" variant="outline-danger" onClick={() => void remove(announcement)}>
        {_('detail.delete')}
      </Button>
    </>
  ) : (
    <>
      {hasLive ? null : (
        <Button onClick={apply} disabled={!open}>
          {_('detail.apply')}
        </Button>
      )}
      {/* Reporting needs an account, as every write does; one made here before its create has no id to name yet. */}
      {me !== undefined && announcement.id > 0 ? <ReportButton subjectType="announcement" subjectId={announcement.id} /> : null}
    </>
  );

  return (
    <Container className="py-4">
      <AnnouncementDetailHeader announcement={announcement} actions={actions} />
      <SyncedAt at={syncedAt} />
      <Row className="g-3 mt-1">
        <Col lg={8}>
          <AnnouncementDetailsCard announcement={announcement} />
          <AnnouncementProposalsCard announcement={announcement} proposals={visible} isOwner={isOwner} onOpen={(proposal) => setOpenedId(proposal.id)} />
          {/* As on a trip's page: Leaflet and its tiles wait until the map is on screen. */}
          <WhenNear minHeight={320} margin="0px">
            <RouteMapLoader
              from={announcement.departure_city?.latitude != null ? announcement.departure_city : cities?.[0]}
              to={announcement.arrival_city?.latitude != null ? announcement.arrival_city : cities?.[1]}
            />
          </WhenNear>
        </Col>
        <Col lg={4}>
          <AnnouncementStatusCard announcement={announcement} />
          <AcceptedProposalCard announcement={announcement} conversationId={conversationId} concerned={concerned} />
          <AnnouncementNotesCard announcement={announcement} />
        </Col>
      </Row>
      {isOwner ? <AnnouncementFormModal show={editing} onHide={() => setEditing(false)} announcement={announcement} /> : null}
      {!isOwner ? (
        <ProposalFormModal
          announcement={announcement}
          proposal={editingProposal ?? undefined}
          show={applying || editingProposal !== null}
          onHide={() => {
            setApplying(false);
            setEditingProposal(null);
          }}
        />
      ) : null}
      <ProposalDetailsModal
        announcement={announcement}
        proposal={opened}
        isOwner={isOwner}
        isMine={opened?.driver_id === me}
        onHide={() => setOpenedId(null)}
        onEdit={() => {
          setEditingProposal(opened);
          setOpenedId(null);
        }}
      />
    </Container>
  );
}
