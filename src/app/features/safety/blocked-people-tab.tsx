// "Personnes bloquées" (issue 40), a tab of the profile: the people I blocked, each with "Débloquer". Read from the
// mirror, so it shows offline; refreshed from the server when opened.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { blockedPeople } from '../../../db/blocks-mirror';
import { sync } from '../../../sync/client';
import { Avatar } from '../../ui/avatar';
import { useBlock } from './use-block';
import { useSafetyText } from './text';

export function BlockedPeopleTab() {
  const _ = useSafetyText();
  const people = useLiveQuery(() => blockedPeople(db), []);
  const { busy, unblock } = useBlock();
  useEffect(() => {
    void sync.refreshBlocks();
  }, []);

  if (!people) return null;
  return (
    <section className="py-3" aria-labelledby="blocked-people-title">
      <h2 id="blocked-people-title" className="h5">
        {_('blocked.title')}
      </h2>
      <p className="text-body-secondary small">{_('blocked.help')}</p>
      {people.length === 0 ? (
        <p>{_('blocked.empty')}</p>
      ) : (
        <ul className="list-group">
          {people.map((person) => (
            <li key={person.id} className="list-group-item d-flex align-items-center gap-2">
              <Avatar user={{ full_name: person.full_name ?? '', image_url: person.image_url ?? null }} size={36} />
              <span className="flex-grow-1 text-truncate">{person.full_name}</span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={busy}
                aria-label={_('unblock.label', { name: person.full_name ?? '' })}
                onClick={() => void unblock({ id: person.id, full_name: person.full_name ?? '' })}
              >
                {_('unblock.button')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
