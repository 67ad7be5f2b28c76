// "Signaler" beside someone else's content: the button and the report form it opens, so a screen adds one element.
import { useState } from 'react';
import type { ReportSubjectType } from '../../../contract/reports';
import { FlagIcon } from '../../ui/icons';
import { ReportModal } from './report-modal';
import { useSafetyText } from './text';

export function ReportButton({
  subjectType,
  subjectId,
  className = 'btn btn-link btn-sm text-body-secondary p-0',
}: {
  subjectType: ReportSubjectType;
  subjectId: number;
  className?: string;
}) {
  const _ = useSafetyText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${className} d-inline-flex align-items-center gap-1`}
        aria-label={_(`report.title.${subjectType}`)}
        onClick={() => setOpen(true)}
      >
        <FlagIcon />
        {_('report.button')}
      </button>
      {open && <ReportModal subjectType={subjectType} subjectId={subjectId} show={open} onHide={() => setOpen(false)} />}
    </>
  );
}
