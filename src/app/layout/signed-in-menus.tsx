// The navbar's menus of a signed-in person: messages, notifications and the user menu, in one chunk a visitor's first
// load does not carry.
import type { SessionRow } from '../../db/database';
import { MessagesDropdown } from '../features/messages/messages-dropdown';
import { NotificationsDropdown } from '../features/notifications/notifications-dropdown';
import { UserMenu } from './user-menu';

export function SignedInMenus({ session }: { session: SessionRow }) {
  return (
    <>
      <MessagesDropdown viewerId={session.user.id} />
      <NotificationsDropdown viewerId={session.user.id} />
      <UserMenu session={session} />
    </>
  );
}
