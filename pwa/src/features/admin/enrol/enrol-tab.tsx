import { useState } from 'react';
import type { EnrolMemberResponse } from '@mcs/shared';
import { useAdminChanged } from '../admin-changed.ts';
import { EnrolForm } from './enrol-form.tsx';
import { EnrolResult } from './enrol-result.tsx';

/** Enrol a family who paid; the sign-in is shown once, then the form is ready for the next. */
export function EnrolTab() {
  const [result, setResult] = useState<EnrolMemberResponse | null>(null);
  const changed = useAdminChanged();
  return (
    <>
      <h2>Enrol Member</h2>
      {result ? (
        <EnrolResult result={result} onDone={() => setResult(null)} />
      ) : (
        <EnrolForm
          onEnrolled={(answer) => {
            setResult(answer);
            changed();
          }}
        />
      )}
    </>
  );
}
