// The member sign-in screen (/login): email or phone and a password.
import { PublicLayout } from './public-layout.ts';

export class MemberLoginPage extends PublicLayout {
  async open() {
    return this.goto('/login');
  }

  async signIn(identifier: string, password: string): Promise<void> {
    await this.page.getByLabel('Email or Phone').fill(identifier);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  /** The text of the form's error line, once it shows. */
  async error(): Promise<string | null> {
    return this.page.getByRole('alert').textContent();
  }

  /** The height of the "Forgot password?" link's tap target, in CSS pixels. */
  async forgotLinkHeight(): Promise<number> {
    const box = await this.page.getByRole('link', { name: 'Forgot password?' }).boundingBox();
    return box?.height ?? 0;
  }

  /** The member session the app keeps (TOKEN_KEYS.member in pwa/src/api/client.ts). */
  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('token'));
  }
}
