// The navbar's language switch. Until first opened it is the dropdown's toggle alone (the button Bootstrap draws), so
// the first load carries no dropdown code; the menu (language-menu.tsx) loads on that first press, precached offline.
import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../i18n/use-language';
import { LOCALE_NAMES } from '../i18n/locales';
import { useText } from '../i18n/use-text';

const LanguageMenu = lazy(() => import('./language-menu'));

function LanguageToggle({ onOpen }: { onOpen?: () => void }) {
  const [locale] = useLanguage();
  const _ = useText();
  return (
    <div className="dropdown">
      <button
        type="button"
        id="language-switcher"
        aria-expanded="false"
        aria-label={_('nav.language', { language: LOCALE_NAMES[locale] })}
        className="dropdown-toggle nav-link px-2 btn btn-link"
        onClick={onOpen}
      >
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </button>
    </div>
  );
}

export function LanguageSwitcher() {
  const [opened, setOpened] = useState(false);
  if (!opened) return <LanguageToggle onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<LanguageToggle />}>
      <LanguageMenu />
    </Suspense>
  );
}
