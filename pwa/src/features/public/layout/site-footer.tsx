import { Link } from 'react-router';
import { InstallApp } from '../../../ui/install-app.tsx';
import { CONTACT_DETAILS } from '../contact/contact-details.ts';

const COLUMNS = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'About', to: '/about' },
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Pricing', to: '/membership-fee' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    heading: 'For Members',
    links: [
      { label: 'Register', to: '/coming-soon' },
      { label: 'Login', to: '/login' },
      { label: 'Contact Support', to: '/contact' },
    ],
  },
  {
    heading: 'For Partners',
    links: [
      { label: 'Become a Partner', to: '/partner/register' },
      { label: 'Partner Login', to: '/partner/login' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">MediCostSaver</p>
          <p>
            Affordable healthcare for every Indian family: save up to 25% at verified doctors,
            dentists, diagnostic centers and pharmacies for ₹365 a year.
          </p>
          <InstallApp className="btn btn-outline-light btn-sm" />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>Get in Touch</h2>
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
      <p className="copyright">© 2025 MediCostSaver. All rights reserved.</p>
    </footer>
  );
}
