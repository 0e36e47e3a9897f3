// The applicant hears the admin's decision by e-mail (read back from a loopback SMTP server):
// approved with where to sign in, rejected with the reason. A decision refused (already decided)
// sends nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import type { TestSmtpServer } from '../../test/smtp-server.ts';
import { deliverQueuedMail } from '../../test/mail-outbox.ts';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

async function setUp() {
  smtp = await startSmtpServer();
  t = await makeTestApp({ env: { publicUrl: 'https://mcs.example' } });
  const { headers } = await t.signIn.admin();
  const partner = await t.createPartner({
    status: 'pending',
    email: 'sharma.clinic@example.in',
    name: 'Sharma Clinic',
  });
  return { app: t, server: smtp, headers, partner };
}

describe('partner application decisions by e-mail', () => {
  it('tells an approved applicant where to sign in, once', async () => {
    const { app, server, headers, partner } = await setUp();
    const path = `/api/partners/applications/${partner.id}/approve`;
    expect((await app.request('POST', path, undefined, headers)).status).toBe(200);
    expect((await app.request('POST', path, undefined, headers)).status).toBe(409);
    expect(await deliverQueuedMail(app, server)).toBe(1);
    const mail = server.received[0];
    expect(mail?.to).toMatchObject({ text: 'sharma.clinic@example.in' });
    expect(mail?.subject).toBe('Your MediCostSaver partner application is approved');
    expect(mail?.text).toContain('Sharma Clinic is now a MediCostSaver partner');
    expect(mail?.text).toContain('https://mcs.example/partner/login');
  });

  it('tells a rejected applicant the reason', async () => {
    const { app, server, headers, partner } = await setUp();
    const res = await app.request(
      'POST',
      `/api/partners/applications/${partner.id}/reject`,
      { reason: 'The registration certificate is unreadable.' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(await deliverQueuedMail(app, server)).toBe(1);
    const mail = server.received[0];
    expect(mail?.subject).toBe('Your MediCostSaver partner application was not approved');
    expect(mail?.text).toContain('Reason: The registration certificate is unreadable.');
  });
});
