// The Security tab's language choice: Français, العربية, English, each named in itself, as the navbar's switch offers
// them; choosing turns the page at once and is kept on this device.
import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locales';
import { useLanguage } from '../../i18n/use-language';
import { useProfileText } from './text';

export function LanguageCard() {
  const _ = useProfileText();
  const [locale, setLocale] = useLanguage();
  // The choice shows at once; the page turns once the language's words have loaded.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const shown = chosen ?? locale;
  const choose = (item: Locale) => {
    setChosen(item);
    void setLocale(item).finally(() => setChosen(null));
  };
  return (
    <Card className="my-3" style={{ maxWidth: 560 }}>
      <Card.Body>
        <fieldset>
          <legend className="h5">{_('language.title')}</legend>
          <p className="small text-body-secondary">{_('language.hint')}</p>
          {LOCALES.map((item) => (
            <Form.Check
              key={item}
              type="radio"
              id={`profile-language-${item}`}
              name="profile-language"
              label={<span lang={item}>{LOCALE_NAMES[item]}</span>}
              checked={item === shown}
              onChange={() => choose(item)}
            />
          ))}
        </fieldset>
      </Card.Body>
    </Card>
  );
}
