import { useState } from 'react';
import type { EnrolMemberResponse } from '@mcs/shared';
import { EnrolForm } from './enrol-form.tsx';
import { EnrolResult } from './enrol-result.tsx';

/** Enrol a family who paid; the sign-in is shown once, then the form is ready for the next. */
export function EnrolTab({ onChange }: { onChange: () => void }) {
  const [result, setResult] = useState<EnrolMemberResponse | null>(null);
  return (
    <>
      <h2>Enrol Member</h2>
      {result ? (
        <EnrolResult result={result} onDone={() => setResult(null)} />
      ) : (
        <EnrolForm
          onEnrolled={(answer) => {
            setResult(answer);
            onChange();
          }}
        />
      )}
    </>
  );
}
