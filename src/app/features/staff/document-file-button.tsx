// Opens a document's file in a new tab: the worker downloads it with the staff member's token (documents are private).
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { openDocument } from '../documents/document-file';
import { useStaffText } from './text';

export function DocumentFileButton({ document, label }: { document: { id: number; file_url?: string | null }; label: string }) {
  const _ = useStaffText();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    await openDocument(document);
    setBusy(false);
  };
  return (
    <Button size="sm" variant="outline-primary" onClick={() => void open()} disabled={busy} aria-busy={busy} aria-label={label}>
      {_('file.open')}
    </Button>
  );
}
