// "I need a ride" (spec 001 §2): opens Create Travel Request, after a login when the visitor has none.
import { useState } from 'react';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { AnnouncementFormModal } from './announcement-form-modal';

export function useCreateTravelRequest() {
  const protect = useProtectedAction();
  const [show, setShow] = useState(false);
  return {
    open: () => protect(() => setShow(true)),
    modal: <AnnouncementFormModal show={show} onHide={() => setShow(false)} />,
  };
}
