// The page frame: navbar, the routed page, footer, loading overlay, scroll reset and the auth modals.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { useText } from '../i18n/use-text';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { LoadingOverlay } from './loading-overlay';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { ScrollReset } from './scroll-reset';
import { AuthModalsHost } from '../features/auth/auth-modals-host';
import { GlobalErrors } from '../features/errors/global-errors';
import { UpdatePrompt } from '../features/errors/update-prompt';
import { PushRegistration } from '../features/notifications/push-registration';

// The chat panel is for signed-in people only: a visitor's first load does not carry it.
const ChatPanel = lazy(async () => ({ default: (await import('../features/messages/chat-panel')).ChatPanel }));

export function Layout() {
  const { authenticated } = useSession();
  const _ = useText();
  // A failed page is forgotten on the next navigation.
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="visually-hidden-focusable position-absolute p-2 bg-body">
        {_('layout.skipToContent')}
      </a>
      <Navbar />
      {/* At least a screen tall: a page that arrives after its first frame never pushes a visible footer away. */}
      <main id="main" className="flex-grow-1" style={{ minHeight: '100vh' }}>
        {/* A page's chunk loads on its first visit; navigations keep the previous page meanwhile (a transition). */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <LoadingOverlay />
      <AuthModalsHost />
      <GlobalErrors />
      <UpdatePrompt />
      {authenticated ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      <PushRegistration />
      <ScrollReset />
    </>
  );
}
