import { useState } from 'react';
import {
  PARTNER_TYPE_LABELS,
  formatDateIN,
  showPercent,
  type PartnerApplication,
} from '@mcs/shared';
import { Dialog } from '../../../ui/dialog.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { DocumentPreviewDialog } from './document-preview-dialog.tsx';

interface Props {
  application: PartnerApplication;
  onClose: () => void;
  onDecided: () => void;
}

/** A birth date as entered (YYYY-MM-DD) in dd/mm/yyyy; text in any other form as it was sent. */
function birthDate(dob: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(dob) ? formatDateIN(dob) : dob;
}

/**
 * The opening hours once: `timings` is what the applicant typed in the older form, or the same
 * hours written out from the from/to times; it is shown only when it says something more.
 */
function timingsOf(a: PartnerApplication): string {
  const hours = `${a.timeFrom} - ${a.timeTo}`;
  const typed = a.timings?.trim();
  return typed && typed !== hours ? `${hours} (${typed})` : hours;
}

const daysOf = (a: PartnerApplication) =>
  a.dayFrom === a.dayTo ? a.dayFrom : `${a.dayFrom} - ${a.dayTo}`;

/** Every field of the application, with its documents one click away. */
export function ApplicationDetailsDialog({ application: a, onClose, onDecided }: Props) {
  const [document, setDocument] = useState<{ path: string; title: string } | null>(null);
  const rows: [string, string | null][] = [
    ['Type', PARTNER_TYPE_LABELS[a.type]],
    ['Responsible person', `${a.responsible.name} (${a.responsible.sex}, ${a.responsible.age})`],
    ['Date of birth', birthDate(a.responsible.dob)],
    ['Contact email', a.contactEmail],
    ['Contact phone', a.contactPhone],
    ['Login email', a.email],
    ['Address', `${a.address}, ${a.district}, ${a.state} ${a.pincode}`],
    ['Timings', timingsOf(a)],
    ['Days', daysOf(a)],
    ['Website', a.website],
    ['Council', `${a.council.name} · ${a.council.number}`],
    ['Specialization', a.specialization],
    ['Discount', a.discountAmount],
    ['Standard discount', a.standardDiscount === null ? null : showPercent(a.standardDiscount)],
    ['Discounted services', a.discountItems.join(', ')],
    ['Applied', formatDateIN(a.createdAt)],
    ['Rejection reason', a.rejectionReason],
  ];
  return (
    <>
      <Dialog
        title={a.name}
        wide
        onClose={onClose}
        actions={
          <>
            <DecisionButtons application={a} onDecided={onDecided} />
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Close
            </button>
          </>
        }
      >
        <p>
          <StatusBadge status={a.status} />
        </p>
        <dl className="admin-details">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <h3>Documents</h3>
        <div className="button-row">
          {a.certificateFile ? (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setDocument({ path: a.certificateFile ?? '', title: 'Certificate' })}
            >
              View Certificate
            </button>
          ) : (
            <span className="hint">No certificate uploaded</span>
          )}
          {a.clinicPhotos.map((photo, index) => (
            <button
              key={photo}
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setDocument({ path: photo, title: `Clinic photo ${index + 1}` })}
            >
              Clinic photo {index + 1}
            </button>
          ))}
        </div>
      </Dialog>
      {document && (
        <DocumentPreviewDialog
          path={document.path}
          title={document.title}
          onClose={() => setDocument(null)}
        />
      )}
    </>
  );
}
