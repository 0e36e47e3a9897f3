// The admin console against the real server and demo seed: sign-in with the demo
// prefill, deciding applications, answering a contact query, enrolling a family who then signs
// in, revoking their card (which the partner desk accepted before and refuses after it syncs),
// exporting CSV and deleting a user.
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { readCard } from '@mcs/shared';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { AdminConsolePage, type AdminTab } from '../pages/admin-console-page.ts';
import { ChangePasswordPage } from '../pages/change-password-page.ts';
import { ContactPage } from '../pages/contact-page.ts';
import { MemberLoginPage } from '../pages/member-login-page.ts';
import { PartnerDeskPage } from '../pages/partner-desk-page.ts';
import { DEMO, apiToken, useStack } from '../support/harness.ts';

describe('admin console', () => {
  const stack = useStack();

  async function signedInAdmin() {
    const admin = new AdminConsolePage((await stack().newPage()).page);
    await admin.openLogin();
    await admin.signInWithPrefill();
    return admin;
  }

  async function adminHeaders() {
    const token = await apiToken(stack(), '/api/auth/admin/login', DEMO.admin);
    return { authorization: `Bearer ${token}` };
  }

  async function pendingApplications(): Promise<{ _id: string; name: string }[]> {
    const res = await stack().api('/api/partners/applications', { headers: await adminHeaders() });
    return (await res.json()) as { _id: string; name: string }[];
  }

  it('signs the demo admin in from the prefilled form, shows real figures and logs out to /', async () => {
    const admin = await signedInAdmin();
    await admin.toast('Login Successful').waitFor();
    expect(await admin.field('Email').count()).toBe(0);
    const stats = (await (
      await stack().api('/api/partners/stats', { headers: await adminHeaders() })
    ).json()) as { totalUsers: number; approvedPartners: number };
    expect(await admin.statValue('Total Members')).toBe(String(stats.totalUsers));
    expect(await admin.statValue('Active Partners')).toBe(String(stats.approvedPartners));
    await admin.logout();
    expect(await admin.page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await admin.page.goto('/admin');
    await admin.page.waitForURL('**/admin/login');
  });

  it('approves a pending application and the partner appears in the member directory', async () => {
    const [application] = await pendingApplications();
    const admin = await signedInAdmin();
    const panel = await admin.openTab('Partner Applications');
    await admin.search('Search applications', application!.name);
    await panel.getByRole('button', { name: 'View Details' }).first().click();
    const details = admin.dialog(application!.name);
    await details.getByRole('button', { name: 'Approve' }).click();
    await admin.toast('Application approved').waitFor();
    await details.waitFor({ state: 'detached' });

    const res = await stack().api(`/api/partners?q=${encodeURIComponent(application!.name)}`);
    const { partners } = (await res.json()) as { partners: { name: string }[] };
    expect(partners.map((p) => p.name)).toContain(application!.name);
    // And in the directory feed devices sync for offline search (read to its end).
    const synced: string[] = [];
    for (let cursor = '0', more = true; more;) {
      const page = (await (await stack().api(`/api/sync/directory?since=${cursor}`)).json()) as {
        partners: { name: string }[];
        cursor: string | number;
        hasMore: boolean;
      };
      synced.push(...page.partners.map((p) => p.name));
      cursor = String(page.cursor);
      more = page.hasMore;
    }
    expect(synced).toContain(application!.name);
  });

  it('rejects an application with a reason', async () => {
    const [application] = await pendingApplications();
    const admin = await signedInAdmin();
    await admin.openTab('Partner Applications');
    await admin.row(application!.name).getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.dialog(`Reject ${application!.name}?`);
    await dialog.getByLabel('Reason for rejection (optional)').fill('Certificate has expired');
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await admin.toast('Application rejected').waitFor();

    const res = await stack().api('/api/partners/applications?status=rejected', {
      headers: await adminHeaders(),
    });
    const rejected = (await res.json()) as { name: string; rejectionReason: string | null }[];
    expect(rejected.find((a) => a.name === application!.name)?.rejectionReason).toBe(
      'Certificate has expired',
    );
  });

  it('resolves a query sent through the contact form', async () => {
    const contact = new ContactPage((await stack().newPage()).page);
    await contact.open();
    const subject = `Card question ${Date.now()}`;
    await contact.fill({
      name: 'Neha Gupta',
      email: 'neha@example.in',
      subject,
      message: 'My card does not scan.',
    });
    await contact.send();
    await contact.waitForSent();

    const admin = await signedInAdmin();
    await admin.openTab('Queries');
    await admin.search('Search queries', subject);
    await admin.row(subject).getByRole('button', { name: 'View Details' }).click();
    const dialog = admin.dialog(subject);
    await expect.poll(() => dialog.textContent()).toContain('My card does not scan.');
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click();
    await admin.toast('Query resolved').waitFor();
    await admin.row(subject).getByText('resolved', { exact: true }).waitFor();
  });

  it('enrols a family of three who sign in, revokes their card, exports and deletes them', async () => {
    const admin = await signedInAdmin();
    const panel = await admin.openTab('Enrol Member');
    const email = `family-${Date.now()}@example.in`;
    await admin.field('Member Name').fill('Kavya Menon');
    await admin.field('Email').fill(email);
    await admin.field('Phone').fill(`98${String(Date.now()).slice(-8)}`);
    for (const [name, age, relationship] of [
      ['Arjun Menon', '41', 'Spouse'],
      ['Diya Menon', '8', 'Daughter'],
    ] as const) {
      await panel.getByRole('button', { name: 'Add Family Member' }).click();
      const row = panel.getByRole('group', { name: /Family member/ }).last();
      await row.getByLabel('Name').fill(name);
      await row.getByLabel('Age').fill(age);
      await row.getByLabel('Relationship').selectOption(relationship);
    }
    await expect.poll(() => panel.getByTestId('enrol-price').textContent()).toContain('3 members');
    await admin.field('Payment Reference').fill('UPI-E2E-1');
    // The one-time password path (a family without e-mail): the journey signs in with it.
    await panel.getByRole('checkbox', { name: 'E-mail a link to set the password' }).uncheck();
    await panel.getByRole('button', { name: 'Enrol Member' }).click();
    const membershipId = (await panel.getByTestId('new-membership-id').textContent())!;
    const password = (await panel.getByTestId('new-password').textContent())!;
    expect(membershipId).toMatch(/^MCS-/);

    // The family signs in with what the admin sent them.
    const login = new MemberLoginPage((await stack().newPage()).page);
    await login.open();
    await login.signIn(email, password);
    // The one-time password is replaced first, with a password of the family's own.
    await login.waitForPath('/dashboard/password');
    await new ChangePasswordPage(login.page).change(password, 'Menon family 2026');
    // Their card, with the membership ID the admin handed over, is on the member dashboard.
    await login.page.getByRole('tab', { name: 'My Subscription' }).click();
    // Visible text only: the card's QR code names the ID in its SVG <title>, which is never shown.
    await login.page.getByText(membershipId).filter({ visible: true }).first().waitFor();
    const memberToken = (await login.storedToken())!;
    const card = (await (
      await stack().api('/api/members/me/card', {
        headers: { authorization: `Bearer ${memberToken}` },
      })
    ).json()) as { jws: string };
    const rid = readCard(card.jws)?.rid;

    // The demo partner's desk, in its own browser, accepts the card before the revocation (so a
    // desk that refused every card could not pass what follows).
    const desk = new PartnerDeskPage((await stack().newPage()).page);
    await desk.openLogin();
    await desk.signIn(DEMO.partner.email, DEMO.partner.password);
    await desk.syncNowAndWait();
    await desk.verify(card.jws);
    await desk.verifiedMember.getByText('Membership Verified').waitFor();
    expect(await desk.verifiedMember.textContent()).toContain(membershipId);
    await desk.verifiedMember.getByText('Matches the card.', { exact: false }).waitFor();

    // Revoke the card from the Users tab: the revocation list desks pull now carries it.
    await admin.openTab('Users');
    await admin.search('Search users', membershipId);
    await admin.page.getByText('Showing 1 of 1 users').waitFor();
    await admin
      .row(membershipId)
      .getByRole('button', { name: /Revoke card/ })
      .click();
    const revoked = admin.dialog('Revoke Card');
    await revoked.getByRole('button', { name: 'Revoke Card' }).click();
    // Not a dead end: the dialog says what happens next (a new card at the next sign-in, or end
    // the membership).
    await revoked.getByText('Card revoked', { exact: true }).waitFor();
    await revoked
      .getByText('A new card will be issued when Kavya Menon next opens the app and signs in.', {
        exact: false,
      })
      .waitFor();
    await revoked.getByRole('button', { name: 'Done' }).click();
    await revoked.waitFor({ state: 'detached' });
    const revocations = (await (await stack().api('/api/sync/revocations?since=0')).json()) as {
      rids: string[];
    };
    expect(revocations.rids).toContain(rid);

    // Once the desk has synced, the same card pasted into the same field is refused as revoked,
    // checked on the device with the revocation list it pulled.
    await desk.syncNowAndWait();
    await desk.verify(card.jws);
    await desk.refusedCard
      .getByText(
        'This card has been cancelled or replaced. Ask the member to open their latest card.',
        { exact: true },
      )
      .waitFor();
    expect(await desk.verifiedMember.count()).toBe(0);
    expect(await desk.page.getByRole('button', { name: 'Record Visit' }).count()).toBe(0);

    // The CSV of members, with the search applied, holds exactly this member.
    const download = await admin.exportCsv();
    const rows = parse(readFileSync((await download.path())!, 'utf8'), {
      columns: true,
    }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ membershipId, name: 'Kavya Menon', familyMembers: '2' });

    // Deleting asks first, then the user is gone.
    await admin
      .row(membershipId)
      .getByRole('button', { name: /Delete/ })
      .click();
    const confirm = admin.dialog('Delete User');
    expect(await confirm.textContent()).toContain('This action cannot be undone');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.toast('User deleted').waitFor();
    await admin.page.getByText('No users found').waitFor();
  });

  it('fits a 390 px phone on every tab and dialog, and revokes a card through the dialog', async () => {
    // The demo member signs in once, so a live card exists to revoke.
    const memberToken = await apiToken(stack(), '/api/auth/login', DEMO.member);
    const card = await stack().api('/api/members/me/card', {
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(card.status).toBe(200);
    const me = (await (
      await stack().api('/api/auth/me', { headers: { authorization: `Bearer ${memberToken}` } })
    ).json()) as { membershipId: string };

    const { page } = await stack().newPage({ viewport: { width: 390, height: 844 } });
    const admin = new AdminConsolePage(page);
    await admin.openLogin();
    await admin.signInWithPrefill();
    expect(await admin.overflow()).toBe(0);
    const inView = async (dialog: Locator) => {
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await admin.overflow()).toBe(0);
    };
    const openAndCancel = async (opener: Locator, name: string | RegExp) => {
      await opener.click();
      const dialog = admin.dialog(name);
      await dialog.waitFor();
      await inView(dialog);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };

    await openAndCancel(page.getByRole('button', { name: 'Invite Admin' }), 'Admin invite code');
    // Every tab the console has, whatever it grows to.
    const tabs = (await page.getByRole('tab').allTextContents()) as AdminTab[];
    expect(tabs.length).toBeGreaterThanOrEqual(7);
    for (const tab of tabs) {
      const panel = await admin.openTab(tab);
      await panel.locator('h2, h3').first().waitFor();
      // The tab strip is one row that scrolls: every tab is reachable without wrapping.
      expect(await admin.overflow(), tab).toBe(0);
      if (tab === 'Partner Applications')
        await openAndCancel(panel.getByRole('button', { name: 'View Details' }).first(), /./);
      if (tab === 'Queries')
        await openAndCancel(panel.getByRole('button', { name: 'View Details' }).first(), /./);
      if (tab === 'Active Partners')
        await openAndCancel(panel.getByRole('button', { name: /^Delete / }).first(), /Delete/);
    }

    const users = await admin.openTab('Users');
    await admin.search('Search users', me.membershipId);
    await admin.page.getByText('Showing 1 of 1 users').waitFor();
    await openAndCancel(users.getByRole('button', { name: /^Delete / }), 'Delete User');
    await users.getByRole('button', { name: /^Revoke card of/ }).click();
    const revoke = admin.dialog('Revoke Card');
    await inView(revoke);
    await revoke.getByRole('button', { name: 'Revoke Card' }).click();
    await revoke.getByText('Card revoked', { exact: true }).waitFor();
    // The next step (End Membership or Done) is inside the viewport and can be tapped.
    await inView(revoke);
    await inView(revoke.getByRole('button', { name: 'End Membership' }));
    await revoke.getByRole('button', { name: 'Done' }).click();
    await revoke.waitFor({ state: 'detached' });
    // The list now says the card is revoked beside the membership status.
    await users.getByText('Card revoked', { exact: true }).waitFor();
    expect(await admin.overflow()).toBe(0);
  });

  it('draws the insights charts from one call with no CSP violation', async () => {
    const { page } = await stack().newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const admin = new AdminConsolePage(page);
    await admin.openLogin();
    await admin.signInWithPrefill();
    const insightCalls: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/admin/insights') && insightCalls.push(r.url()),
    );
    const panel = await admin.openTab('Insights');
    await expect.poll(() => panel.locator('canvas').count()).toBe(5);
    expect(insightCalls).toHaveLength(1);
    expect(violations).toEqual([]);
  });
});
