// The page frame: navbar, the routed page, footer, loading overlay, scroll reset and the auth modals.
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { LoadingOverlay } from './loading-overlay';
import { AuthModals } from '../features/auth/auth-modals';
import { GlobalErrors } from '../features/errors/global-errors';
import { UpdatePrompt } from '../features/errors/update-prompt';
import { PushRegistration } from '../features/notifications/push-registration';

// The chat panel is for signed-in people only: a visitor's first load does not carry it.
const ChatPanel = lazy(async () => ({ default: (await import('../features/messages/chat-panel')).ChatPanel }));

export function Layout() {
  const { authenticated } = useSession();
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
      {authenticated ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      <PushRegistration />
      {/* Scrolls to the top on new navigations and restores the position when returning by history. */}
      <ScrollRestoration />
    </>
  );
}
