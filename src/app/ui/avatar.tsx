// A user's photo, or their initials when there is none; a photo chosen offline shows from its local copy.
import { useObjectUrl } from '../hooks/use-object-url';

interface AvatarUser {
  full_name: string;
  image_url: string | null;
  _localImage?: Blob | null;
}

export function Avatar({ user, size = 40 }: { user: AvatarUser; size?: number }) {
  const localUrl = useObjectUrl(user._localImage);
  const src = localUrl ?? user.image_url;
  const initials = user.full_name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src) return <img src={src} alt={user.full_name} className="rounded-circle object-fit-cover" style={style} />;
  return (
    <span
      className="avatar-initials rounded-circle d-inline-flex align-items-center justify-content-center"
      style={style}
      role="img"
      aria-label={user.full_name}
    >
      {initials}
    </span>
  );
}
