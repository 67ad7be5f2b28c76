// What is verified about a driver (issue 40 §6): a compact row of icons on a trip card, the full list on the trip's
// driver card and the profile preview. Rows mirrored before badges existed read through the contract's defaults.
import type { ComponentType, SVGProps } from 'react';
import { badgeFields, type VerifiedBadges } from '../../../contract/badges';
import { CarIcon, IdCardIcon, PhoneIcon, WheelIcon } from '../../ui/icons';
import { joinDate } from '../../ui/join-date';
import { useTripsText } from './text';
import type catalog from '../../../locales/fr/trips.json';

/** A person's badges as the screens read them: anything absent or malformed reads as not verified, 0 trips. */
export function badgesOf(person: { verified?: unknown; trips_completed?: unknown; member_since?: unknown } | null | undefined) {
  return {
    verified: badgeFields.verified.parse(person?.verified),
    tripsCompleted: badgeFields.trips_completed.parse(person?.trips_completed),
    memberSince: badgeFields.member_since.parse(person?.member_since),
  };
}

const BADGES: { key: keyof VerifiedBadges; label: `badges.${string}` & keyof typeof catalog; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'phone', label: 'badges.phone', Icon: PhoneIcon },
  { key: 'identity', label: 'badges.identity', Icon: IdCardIcon },
  { key: 'licence', label: 'badges.licence', Icon: WheelIcon },
  { key: 'vehicle_papers', label: 'badges.vehiclePapers', Icon: CarIcon },
];

/** "Membre depuis mars 2025" from a YYYY-MM-DD day, read at noon so no time zone moves it to the month before. */
const memberSinceDate = (day: string) => joinDate(`${day}T12:00:00Z`);

/** The trip card's row: one icon per verified paper (named for readers and in its tooltip), then "12 trajets". */
export function VerifiedIcons({ person }: { person: Parameters<typeof badgesOf>[0] }) {
  const _ = useTripsText();
  const { verified, tripsCompleted } = badgesOf(person);
  const shown = BADGES.filter((badge) => verified[badge.key]);
  return (
    <ul className="list-unstyled d-flex flex-wrap align-items-center gap-2 small mb-0" aria-label={_('badges.label')} data-testid="verified-icons">
      {shown.map(({ key, label, Icon }) => (
        <li key={key} className="text-success d-inline-flex" title={_(label)}>
          <Icon width={16} height={16} />
          <span className="visually-hidden">{_(label)}</span>
        </li>
      ))}
      <li className="text-body-secondary">{_('badges.trips', { count: tripsCompleted })}</li>
    </ul>
  );
}

/**
 * The driver card's and the profile's list: each verified paper in words, then trips completed and "Membre depuis"
 * (`withCounts`; the profile preview says those in its header already).
 */
export function VerifiedList({ person, withCounts = true }: { person: Parameters<typeof badgesOf>[0]; withCounts?: boolean }) {
  const _ = useTripsText();
  const { verified, tripsCompleted, memberSince } = badgesOf(person);
  const shown = BADGES.filter((badge) => verified[badge.key]);
  return (
    <ul className="list-unstyled small mb-3" aria-label={_('badges.label')} data-testid="verified-list">
      {shown.map(({ key, label, Icon }) => (
        <li key={key} className="d-flex align-items-center gap-2">
          <Icon width={16} height={16} className="text-success" />
          <span>{_(label)}</span>
        </li>
      ))}
      {withCounts ? <li>{_('badges.tripsDone', { count: tripsCompleted })}</li> : null}
      {withCounts && memberSince ? <li>{_('profile.memberSince', { date: memberSinceDate(memberSince) })}</li> : null}
    </ul>
  );
}
