// The badge of a trip "Entre femmes" or a request for a woman driver (issue 40), worded by the card that shows it: a
// list's first load carries neither the safety screens' words nor their forms.
export function WomenOnlyBadge({ show, label }: { show: boolean | undefined; label: string }) {
  return show ? (
    <span className="badge text-bg-light border border-danger-subtle text-danger-emphasis" data-testid="women-only-badge">
      {label}
    </span>
  ) : null;
}
