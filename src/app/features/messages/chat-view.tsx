// One conversation (spec 000 §2 Chat): the other person's avatar and name, the title, a menu with View Trip,
// "Signaler" and "Bloquer" (issue 40), the history (latest first read from the device; older pages prepended when
// scrolling up) and the send box, closed while the viewer blocks the other person.
import { useConversationTitle } from './use-conversation-title';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ANNOUNCEMENT_CONTEXT_TYPE } from '../../../contract/announcement-rules';
import { db } from '../../../db/database';
import { readConversation } from '../../../db/commands/chat';
import { runCommand, sync } from '../../../sync/client';
import { Avatar } from '../../ui/avatar';
import { BackIcon, MoreIcon } from '../../ui/icons';
import { MessageItem } from './message-item';
import { useCloseConversationNotification } from './conversation-notification';
import { SendBox } from './send-box';
import { otherParticipant, useConversation, useConversationMessages } from './use-chat';
import { useMessagesText } from './text';
import { useBlock, useIsBlocked } from '../safety/use-block';
import { useSafetyText } from '../safety/text';
import { ReportModal } from '../safety/report-modal';

/** Messages shown at first and added per scroll to the top. */
export const MESSAGES_STEP = 30;

interface Props {
  conversationId: number;
  viewerId: number;
  onBack?: () => void;
  /** Classes of the back button (hidden where the list stays beside the conversation). */
  backClassName?: string;
  /** Id of the element naming the view (a dialog's label). */
  titleId?: string;
}

export function ChatView({ conversationId, viewerId, onBack, backClassName = '', titleId }: Props) {
  const _ = useMessagesText();
  const titleOf = useConversationTitle();
  const conversation = useConversation(conversationId);
  const [limit, setLimit] = useState(MESSAGES_STEP);
  const [serverPages, setServerPages] = useState({ loaded: 0, hasMore: true });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reporting, setReporting] = useState(false);
  const history = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const lastShown = useRef<number | null>(null);
  const data = useConversationMessages(conversationId, limit);
  const safety = useSafetyText();
  const { block, unblock } = useBlock();
  const otherId = conversation ? otherParticipant(conversation, viewerId).id : null;
  const blocked = useIsBlocked(otherId);

  // The newest page from the server (the device shows what it has meanwhile).
  useEffect(() => {
    setLimit(MESSAGES_STEP);
    setServerPages({ loaded: 0, hasMore: true });
    lastShown.current = null;
    void sync.refreshMessages(conversationId, 1).then((result) => {
      if (result.ok) setServerPages({ loaded: 1, hasMore: result.hasMore });
    });
  }, [conversationId]);

  // Selecting a conversation reads it (spec 000 §4); a message arriving while it is open is read too.
  const unread = conversation?.unread_messages_count ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    void readConversation(db, conversationId)
      .then((entryId) => (entryId ? runCommand(Promise.resolve(entryId)) : null))
      .catch(() => undefined);
  }, [unread, conversationId]);

  const messages = useMemo(() => data?.messages ?? [], [data]);
  const newestId = messages.at(-1)?.id ?? null;
  useCloseConversationNotification(conversationId, newestId);
  useLayoutEffect(() => {
    const element = history.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      // Older messages were prepended: the one the user was reading stays where it was.
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (newestId !== lastShown.current) {
      const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
      if (lastShown.current === null || nearBottom || messages.at(-1)?.sender_id === viewerId) element.scrollTop = element.scrollHeight;
    }
    lastShown.current = newestId;
  }, [messages, newestId, viewerId]);

  const showOlder = useCallback(async () => {
    const element = history.current;
    if (!data || loadingOlder || !element) return;
    if (!data.hasOlderHere && serverPages.hasMore && serverPages.loaded > 0) {
      setLoadingOlder(true);
      const result = await sync.refreshMessages(conversationId, serverPages.loaded + 1);
      setServerPages((pages) => ({ loaded: result.ok ? pages.loaded + 1 : pages.loaded, hasMore: result.ok ? result.hasMore : pages.hasMore }));
      setLoadingOlder(false);
    } else if (!data.hasOlderHere) return;
    keepFromBottom.current = element.scrollHeight - element.scrollTop;
    setLimit((n) => n + MESSAGES_STEP);
  }, [data, loadingOlder, serverPages, conversationId]);

  if (!conversation) return <p className="text-body-secondary p-3">{_('chat.loadingConversation')}</p>;
  const other = otherParticipant(conversation, viewerId, _('chat.unknownUser'));
  const canShowOlder = !!data?.hasOlderHere || (serverPages.hasMore && serverPages.loaded > 0);

  return (
    <div className="d-flex flex-column h-100 min-h-0">
      <div className="d-flex align-items-center gap-2 border-bottom p-2">
        {onBack ? (
          <Button variant="link" className={`p-1 ${backClassName}`} onClick={onBack} aria-label={_('chat.back')}>
            <BackIcon className="flip-rtl" />
          </Button>
        ) : null}
        <Avatar user={other} size={36} />
        <div className="flex-grow-1 min-w-0">
          <div className="fw-semibold text-truncate" id={titleId}>
            {other.full_name}
          </div>
          <div className="small text-body-secondary text-truncate">{titleOf(conversation.title)}</div>
        </div>
        {conversation.context_id || other.id ? (
          <Dropdown align="end">
            <Dropdown.Toggle variant="link" className="p-1 no-caret" aria-label={_('chat.options')}>
              <MoreIcon />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {!conversation.context_id ? null : conversation.context_type === ANNOUNCEMENT_CONTEXT_TYPE ? (
                <Dropdown.Item as={Link} to={`/announcements/${conversation.context_id}`}>
                  {_('chat.viewAnnouncement')}
                </Dropdown.Item>
              ) : (
                <Dropdown.Item as={Link} to={`/trips/${conversation.context_id}`}>
                  {_('chat.viewTrip')}
                </Dropdown.Item>
              )}
              {other.id && other.id !== viewerId ? (
                <>
                  <Dropdown.Item as="button" onClick={() => setReporting(true)}>
                    {safety('report.button')}
                  </Dropdown.Item>
                  <Dropdown.Item as="button" className="text-danger" onClick={() => void (blocked ? unblock(other) : block(other))}>
                    {blocked ? safety('unblock.button') : safety('block.button')}
                  </Dropdown.Item>
                </>
              ) : null}
            </Dropdown.Menu>
          </Dropdown>
        ) : null}
      </div>
      <div
        ref={history}
        className="chat-history flex-grow-1 p-2"
        role="log"
        aria-label={_('chat.history', { name: other.full_name })}
        aria-live="polite"
        // While older pages are prepended, screen readers wait instead of reading the old messages aloud.
        aria-busy={loadingOlder}
        tabIndex={0}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 40 && canShowOlder) void showOlder();
        }}
      >
        {canShowOlder ? (
          <div className="text-center">
            <Button variant="link" size="sm" onClick={() => void showOlder()} disabled={loadingOlder}>
              {loadingOlder ? _('chat.loading') : _('chat.older')}
            </Button>
          </div>
        ) : null}
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} viewerId={viewerId} />
        ))}
      </div>
      {blocked ? (
        // Whatever is written would be refused (the server refuses messages either way of a block): said, not queued.
        <div className="border-top p-2 d-flex flex-wrap align-items-center justify-content-between gap-2" role="status">
          <span className="small text-body-secondary">{safety('blocked.conversationClosed')}</span>
          <Button variant="outline-secondary" size="sm" onClick={() => void unblock(other)}>
            {safety('unblock.button')}
          </Button>
        </div>
      ) : (
        <SendBox conversationId={conversationId} />
      )}
      {reporting && other.id ? <ReportModal subjectType="user" subjectId={other.id} show={reporting} onHide={() => setReporting(false)} /> : null}
    </div>
  );
}
