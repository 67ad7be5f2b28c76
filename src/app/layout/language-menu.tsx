// The language switcher's dropdown, loaded when first opened (as the theme menu): Français, العربية, English, each
// named in its own language and marked so for screen readers. Choosing turns the page at once, without a reload.
import { useEffect, useRef } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useLanguage } from '../i18n/use-language';
import { LOCALES, LOCALE_NAMES } from '../i18n/locales';
import { useText } from '../i18n/use-text';

export default function LanguageMenu() {
  const [locale, setLocale] = useLanguage();
  const _ = useText();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => toggle.current?.focus(), []);
  return (
    <Dropdown align="end" defaultShow>
      <Dropdown.Toggle
        ref={toggle}
        variant="link"
        className="nav-link px-2"
        id="language-switcher"
        aria-label={_('nav.language', { language: LOCALE_NAMES[locale] })}
      >
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LOCALES.map((item) => (
          <Dropdown.Item key={item} as="button" lang={item} active={item === locale} onClick={() => void setLocale(item)}>
            {LOCALE_NAMES[item]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
