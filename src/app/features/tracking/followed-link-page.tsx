// A page opened from a link with no account (a shared ride, a parcel's SMS link): the token from the address, the kept
// answer asked again every so often, and the screens before there is anything to show.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DetailLoading } from '../listings/detail-fallbacks';
import { NotOpenedHere } from './followed-link-parts';
import { useFollowedLink } from './use-followed-link';

type KeptLink = { data: unknown; gone?: unknown };

export function FollowedLinkPage<Row extends KeptLink>({
  read,
  open,
  everyMs,
  loadingText,
  gone,
  children,
}: {
  /** The answer kept on this device for the token. */
  read(token: string): Promise<Row | undefined>;
  /** Asks the server again; the worker keeps the answer. */
  open(token: string): Promise<{ ok: boolean; status?: number }>;
  everyMs: number;
  loadingText: string;
  /** The link is dead (expired, revoked, unknown). */
  gone(row: Row): ReactNode;
  children(data: NonNullable<Row['data']>): ReactNode;
}) {
  const token = useParams().token ?? '';
  const link = useFollowedLink(token, () => read(token), open, everyMs);
  if (link.waiting) return <DetailLoading text={loadingText} />;
  const kept = link.row;
  if (kept === null) return <NotOpenedHere />;
  if (kept.gone || !kept.data) return gone(kept);
  return children(kept.data as NonNullable<Row['data']>);
}
