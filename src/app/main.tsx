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
import { applyStylesheets } from './stylesheets';
import { startLanguage } from './i18n/i18n';
import { LanguageProvider } from './i18n/language-provider';
import { db } from '../db/database';
import { startSync } from './start-sync';
import { notify } from './ui/toast';
import { text } from './i18n/use-text';

// First of all: `<html lang dir>` decide which stylesheet applies, and the language's catalog downloads beside it.
const language = startLanguage();

// A session the browser cleared from the mirror but not from local storage is put back before the first render,
// and the person hears once that the data was loaded again (cleared-mirror.ts).
const sessionRestored = startSync(() => void language.ready.then(() => notify.info(text('storage.clearedByBrowser'), { autoClose: false })));

// `npm run chaos` builds the app in mode "chaos": its runner then acts through the app's own commands. The branch is
// dropped from every other build.
if (import.meta.env.MODE === 'chaos') void import('./chaos-handle').then(({ exposeChaosHandle }) => exposeChaosHandle());

// The first render is a transition: React draws it in slices that leave the main thread free between them (a slow
// phone stays responsive while the page builds), and the boot splash stays until the whole page is ready.
// The stylesheet arrives beside the scripts without holding back the boot splash (scripts/stylesheet-preload.ts).
// The first render waits for the session to be put back too: the session mirror would otherwise drop its copy.
void Promise.all([applyStylesheets(), language.ready, sessionRestored]).then(() => {
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
  // Then: persistent storage asked at sign-in and installation, and the unsent changes on the app's icon.
  void import('./keep-data-on-device').then(({ askToKeepData }) => askToKeepData(db));
  void import('../db/unsent-badge').then(({ showUnsentOnBadge }) => showUnsentOnBadge(db));
});
