// "Bloquer" and "Débloquer" as one hook for every screen that offers them: the confirmation, the queued write and the
// toast, in the screen's language; whether someone is blocked, read live from the mirror.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { blockedPeople } from '../../../db/blocks-mirror';
import { blockPerson, unblockPerson, type PersonToBlock } from '../../../db/commands/blocks';
import { accepted, useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { useSafetyText } from './text';

/** Whether the signed-in person blocked `personId` (undefined while the mirror is read). */
export function useIsBlocked(personId: number | null | undefined): boolean | undefined {
  return useLiveQuery(async () => (personId ? (await blockedPeople(db)).some((row) => row.id === personId) : false), [personId]);
}

export function useBlock() {
  const _ = useSafetyText();
  const { busy, run } = useCommand();

  /** Asks first (the other person is not told, and nothing more passes between the two); true once blocked or queued. */
  const block = async (person: PersonToBlock & { full_name: string }): Promise<boolean> => {
    const confirmed = await confirmDialog({
      title: _('block.confirmTitle', { name: person.full_name }),
      text: _('block.confirmText'),
      confirm: _('block.button'),
      cancel: _('block.cancel'),
      danger: true,
    });
    if (!confirmed) return false;
    const done = _('block.done', { name: person.full_name });
    return accepted(await run(() => blockPerson(db, person), { sent: done, queued: done }));
  };

  const unblock = async (person: PersonToBlock & { full_name: string }): Promise<boolean> => {
    const done = _('unblock.done', { name: person.full_name });
    return accepted(await run(() => unblockPerson(db, person), { sent: done, queued: done }));
  };

  return { busy, block, unblock };
}
