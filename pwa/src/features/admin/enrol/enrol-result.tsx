import { useState } from 'react';
import { formatDateIN, type EnrolMemberResponse } from '@mcs/shared';

/** The text the admin sends the family: where to sign in and with what. */
export function welcomeMessage(result: EnrolMemberResponse, origin: string): string {
  const { member, password, setPasswordLinkSentTo } = result;
  return [
    `Welcome to MediCostSaver, ${member.name}!`,
    `Membership ID: ${member.membershipId} (valid until ${formatDateIN(member.validUntil)})`,
    `Sign in at ${origin}/login with ${member.email} or ${member.phone ?? 'your phone number'}`,
    password ? `One-time password: ${password} (please change it after signing in)` : null,
    setPasswordLinkSentTo
      ? `We have e-mailed ${setPasswordLinkSentTo} a link to choose your password (it works for 7 days).`
      : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Shown once: the password is never stored in clear and cannot be shown again. */
export function EnrolResult({
  result,
  onDone,
}: {
  result: EnrolMemberResponse;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const message = welcomeMessage(result, window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="admin-enrolled" role="status">
      <p className="admin-enrolled-title">{result.message}</p>
      <dl className="admin-details">
        <div>
          <dt>Membership ID</dt>
          <dd data-testid="new-membership-id">{result.member.membershipId}</dd>
        </div>
        {result.password && (
          <div>
            <dt>One-time password</dt>
            <dd data-testid="new-password">{result.password}</dd>
          </div>
        )}
      </dl>
      {result.password ? (
        <p className="hint">
          This password is shown only now. Send it to the family before closing.
        </p>
      ) : result.setPasswordLinkSentTo ? (
        <p className="hint" data-testid="link-sent">
          A link to set the password was e-mailed to {result.setPasswordLinkSentTo}. It works once,
          for 7 days.
        </p>
      ) : null}
      <label className="form">
        Message for the family
        <textarea readOnly rows={5} value={message} />
      </label>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={copy}>
          {copied ? 'Copied' : 'Copy Message'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Enrol Another
        </button>
      </div>
    </div>
  );
}
