// The page frame: navbar, the routed page, footer, loading overlay, scroll reset and the auth modals.
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { LoadingOverlay } from './loading-overlay';
import { AuthModals } from '../features/auth/auth-modals';
import { GlobalErrors } from '../features/errors/global-errors';
import { UpdatePrompt } from '../features/errors/update-prompt';
import { ChatPanel } from '../features/messages/chat-panel';
import { PushRegistration } from '../features/notifications/push-registration';

export function Layout() {
  return (
    <>
      <a href="#main" className="visually-hidden-focusable position-absolute p-2 bg-body">
        Aller au contenu
      </a>
      <Navbar />
      <main id="main" className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
      <LoadingOverlay />
      <AuthModals />
      <GlobalErrors />
      <UpdatePrompt />
      <ChatPanel />
      <PushRegistration />
      {/* Scrolls to the top on new navigations and restores the position when returning by history. */}
      <ScrollRestoration />
    </>
  );
}
