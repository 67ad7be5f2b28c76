// The page's entry: language, styles, the router, toasts with the spec's defaults, the session mirror, and the sync
// start.
import '../contract/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './bootstrap.scss';
import './styles.css';
import { AppRoutes } from './routes';
import { SessionMirror } from './session-mirror';
import { AccountLanguage } from './i18n/account-language';
import { Toasts } from './ui/toasts';
import { prepareDateFormatting } from './ui/format';
import { sync } from '../sync/client';
import { applyStylesheets } from './stylesheets';
import { startLanguage } from './i18n/i18n';
import { LanguageProvider } from './i18n/language-provider';
import { db } from '../db/database';
import { SESSION_COPY_KEY } from '../db/cleared-mirror';
import { resumeSession } from './resume-after-clear';
import { askToKeepData } from './keep-data-on-device';
import { showUnsentOnBadge } from '../db/unsent-badge';
import { notify } from './ui/toast';
import { text } from './i18n/use-text';

// First of all: `<html lang dir>` decide which stylesheet applies, and the language's catalog downloads beside it.
const language = startLanguage();

// The sync worker resumes the session and pulls; a session the browser cleared from the mirror but not from local
// storage is put back first, and the person hears once that the data was loaded again (cleared-mirror.ts).
const session = resumeSession({
  db,
  sessionCopy: () => localStorage.getItem(SESSION_COPY_KEY),
  start: () => sync.start(),
  tell: () => void language.ready.then(() => notify.info(text('storage.clearedByBrowser'), { autoClose: false })),
});
// Persistent storage is asked for at sign-in and installation; the unsent changes show on the app's icon.
askToKeepData(db);
showUnsentOnBadge(db);

// `npm run chaos` builds the app in mode "chaos": its runner then acts through the app's own commands. The branch is
// dropped from every other build.
if (import.meta.env.MODE === 'chaos') void import('./chaos-handle').then(({ exposeChaosHandle }) => exposeChaosHandle());

// The first render is a transition: React draws it in slices that leave the main thread free between them (a slow
// phone stays responsive while the page builds), and the boot splash stays until the whole page is ready.
// The stylesheet arrives beside the scripts without holding back the boot splash (scripts/stylesheet-preload.ts).
// The first render waits for the session to be put back too: the session mirror would otherwise drop its copy.
void Promise.all([applyStylesheets(), language.ready, session.restored]).then(() => {
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <LanguageProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <SessionMirror />
          <AccountLanguage />
          <Toasts />
        </LanguageProvider>
      </StrictMode>,
    ),
  );
  prepareDateFormatting();
});
