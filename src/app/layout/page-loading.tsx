// What a page shows while its code arrives on its first visit: the boot splash's spinner, without moving the footer up.
import { useText } from '../i18n/use-text';

export function PageLoading() {
  const _ = useText();
  return (
    <div className="d-flex justify-content-center align-items-center py-5" style={{ minHeight: '60vh' }} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{_('layout.loading')}</span>
    </div>
  );
}
