// The message under a form field; announced to screen readers when it appears.
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {message}
    </div>
  );
}
