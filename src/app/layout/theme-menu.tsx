// The theme switcher's dropdown (light / dark / system), loaded when first opened; it opens with the focus on the
// toggle the reader just pressed, as Bootstrap's own dropdown would.
import { useEffect, useRef } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTheme } from '../hooks/use-theme';
import { useText } from '../i18n/use-text';
import { THEME_CHOICES, themeChoice, themeLabel } from './theme-choices';

export default function ThemeMenu() {
  const [choice, setChoice] = useTheme();
  const _ = useText();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => toggle.current?.focus(), []);
  const current = themeChoice(choice);
  return (
    <Dropdown align="end" defaultShow>
      <Dropdown.Toggle ref={toggle} variant="link" className="nav-link px-2" aria-label={themeLabel(_, current)} id="theme-switcher">
        <span aria-hidden="true">{current.icon}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {THEME_CHOICES.map((item) => (
          <Dropdown.Item key={item.value} as="button" active={item.value === choice} onClick={() => setChoice(item.value)}>
            <span aria-hidden="true" className="me-2">
              {item.icon}
            </span>
            {_(item.label)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
