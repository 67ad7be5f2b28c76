// "Genre" in the profile's Security tab (issue 40): optional and private, it opens rides between women to the person.
// Saved on choosing, like the language, and queued like every write.
import { useLiveQuery } from 'dexie-react-hooks';
import { Card, Form } from 'react-bootstrap';
import type { Gender } from '../../../contract/women-only';
import { db } from '../../../db/database';
import { setGender } from '../../../db/commands/gender';
import { myProfile } from '../../../db/queries';
import { useCommand } from '../../hooks/use-command';
import { useSafetyText } from './text';

const CHOICES: (Gender | null)[] = [null, 'female', 'male'];

export function GenderCard() {
  const _ = useSafetyText();
  const profile = useLiveQuery(() => myProfile(db), []);
  const { run } = useCommand();
  if (!profile) return null;
  const current = profile.gender ?? null;
  return (
    <Card className="my-3" style={{ maxWidth: 560 }}>
      <Card.Body>
        <fieldset>
          <legend className="h5">{_('gender.title')}</legend>
          <p className="small text-body-secondary">{_('gender.hint')}</p>
          {CHOICES.map((choice) => (
            <Form.Check
              key={choice ?? 'none'}
              type="radio"
              id={`profile-gender-${choice ?? 'none'}`}
              name="profile-gender"
              label={_(`gender.${choice ?? 'none'}`)}
              checked={current === choice}
              onChange={() => void run(() => setGender(db, choice), { sent: _('gender.saved'), queued: _('gender.queued') })}
            />
          ))}
        </fieldset>
      </Card.Body>
    </Card>
  );
}
