// Light / dark / system theme switcher, remembered across visits. Until first opened it is the dropdown's toggle alone
// (the same button Bootstrap draws): the dropdown's code, with its positioning engine, loads on that first press.
import { lazy, Suspense, useState } from 'react';
import { useTheme } from '../hooks/use-theme';
import { useText } from '../i18n/use-text';
import { themeChoice, themeLabel } from './theme-choices';

const ThemeMenu = lazy(() => import('./theme-menu'));

function ThemeToggle({ onOpen }: { onOpen?: () => void }) {
  const [choice] = useTheme();
  const _ = useText();
  const current = themeChoice(choice);
  return (
    <div className="dropdown">
      <button
        type="button"
        id="theme-switcher"
        aria-expanded="false"
        aria-label={themeLabel(_, current)}
        className="dropdown-toggle nav-link px-2 btn btn-link"
        onClick={onOpen}
      >
        <span aria-hidden="true">{current.icon}</span>
      </button>
    </div>
  );
}

export function ThemeSwitcher() {
  const [opened, setOpened] = useState(false);
  if (!opened) return <ThemeToggle onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<ThemeToggle />}>
      <ThemeMenu />
    </Suspense>
  );
}
