// "Bloquer" (or "Débloquer" once blocked) beside someone's profile: one element a screen adds.
import type { PersonToBlock } from '../../../db/commands/blocks';
import { useBlock, useIsBlocked } from './use-block';
import { useSafetyText } from './text';

export function BlockButton({
  person,
  className = 'btn btn-link btn-sm text-danger p-0',
  onBlocked,
}: {
  person: PersonToBlock & { full_name: string };
  className?: string;
  /** After a block was sent or queued: a screen about the person may close. */
  onBlocked?: () => void;
}) {
  const _ = useSafetyText();
  const blocked = useIsBlocked(person.id);
  const { busy, block, unblock } = useBlock();
  if (blocked === undefined) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => void (blocked ? unblock(person) : block(person).then((done) => done && onBlocked?.()))}
    >
      {blocked ? _('unblock.button') : _('block.button')}
    </button>
  );
}
