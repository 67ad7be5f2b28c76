// "I need a ride" (spec 001 §2): opens Create Travel Request, after a login when the visitor has none. The form loads
// when first asked for (the landing page's first load does not carry it), then stays mounted to close with its fade.
import { lazy, useState } from 'react';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { WhenShown } from '../../ui/when-shown';
import { preloadAnnouncementsText } from './text';
import { preloadRoutesText } from '../listings/text';

// Its words (the form's and the route fields') load beside its code: the landing page does not carry them.
const AnnouncementFormModal = lazy(async () => {
  const [module] = await Promise.all([import('./announcement-form-modal'), preloadAnnouncementsText(), preloadRoutesText()]);
  return { default: module.AnnouncementFormModal };
});

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
