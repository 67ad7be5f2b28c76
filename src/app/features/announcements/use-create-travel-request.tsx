// "I need a ride" (spec 001 §2): opens Create Travel Request, after a login when the visitor has none. The form loads
// when first asked for (the landing page's first load does not carry it), then stays mounted to close with its fade.
import { lazy, useState } from 'react';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { WhenShown } from '../../ui/when-shown';

const AnnouncementFormModal = lazy(async () => ({ default: (await import('./announcement-form-modal')).AnnouncementFormModal }));

export function useCreateTravelRequest() {
  const protect = useProtectedAction();
  const [show, setShow] = useState(false);
  return {
    open: () => protect(() => setShow(true)),
    modal: (
      <WhenShown shown={show}>
        <AnnouncementFormModal show={show} onHide={() => setShow(false)} />
      </WhenShown>
    ),
  };
}
