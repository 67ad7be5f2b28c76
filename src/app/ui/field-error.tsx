// The message under a form field, in the active language (the contract's validation messages are translated like
// the server's answers); announced to screen readers when it appears.
import { Suspense } from 'react';
import { useMessageText } from '../i18n/use-message-text';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  // The first error in a language waits for its words here, not in the form's place (the form stays on screen).
  return (
    <Suspense fallback={<div id={id} className="invalid-feedback d-block" />}>
      <ShownError id={id} message={message} />
    </Suspense>
  );
}

function ShownError({ id, message }: { id: string; message: string }) {
  const translate = useMessageText();
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {translate(message)}
    </div>
  );
}
