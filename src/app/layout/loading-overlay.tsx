// The full-screen loading overlay of route changes; hides about 100 ms after arrival (spec 000 §2).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from 'react-bootstrap';
import { LOADER_HIDE_DELAY_MS } from '../../contract/limits';
import { useText } from '../i18n/use-text';

export function LoadingOverlay() {
  const { pathname } = useLocation();
  const _ = useText();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), LOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  if (!visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <Spinner animation="border" variant="primary" role="status">
        <span className="visually-hidden">{_('layout.loading')}</span>
      </Spinner>
    </div>
  );
}
