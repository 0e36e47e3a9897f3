import { useT, type TextKey } from '../../../i18n';
import { InstallApp } from '../../../ui/install-app.tsx';
import { CONTACT_DETAILS } from '../contact/contact-details.ts';
import { publicText } from '../i18n/catalog.ts';
import type { en } from '../i18n/en.ts';
import { PageLink } from './page-link.tsx';

type Key = TextKey<typeof en>;

const COLUMNS: readonly { heading: Key; links: readonly { label: Key; to: string }[] }[] = [
  {
    heading: 'footer.quickLinks',
    links: [
      { label: 'footer.aboutLink', to: '/about' },
      { label: 'footer.howItWorks', to: '/how-it-works' },
      { label: 'footer.pricing', to: '/membership-fee' },
      { label: 'footer.faq', to: '/faq' },
      { label: 'footer.contact', to: '/contact' },
    ],
  },
  {
    heading: 'footer.forMembers',
    links: [
      { label: 'footer.register', to: '/coming-soon' },
      { label: 'footer.login', to: '/login' },
      { label: 'footer.support', to: '/contact' },
    ],
  },
  {
    heading: 'footer.forPartners',
    links: [
      { label: 'footer.becomePartner', to: '/partner/register' },
      { label: 'footer.partnerLogin', to: '/partner/login' },
    ],
  },
];

export function SiteFooter() {
  const { t } = useT(publicText);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{CONTACT_DETAILS.brand}</p>
          <p>{t('footer.about')}</p>
          <InstallApp className="btn btn-outline-light btn-sm" />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2>{t(column.heading)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <PageLink to={link.to}>{t(link.label)}</PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>{t('footer.touch')}</h2>
          <ul>
            <li>
              <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
            </li>
            <li>
              <a href={CONTACT_DETAILS.emailHref}>{CONTACT_DETAILS.email}</a>
            </li>
            <li>{CONTACT_DETAILS.address}</li>
          </ul>
        </div>
      </div>
      <p className="copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
