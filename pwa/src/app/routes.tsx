import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AboutPage } from '../features/public/about/about-page.tsx';
import { ComingSoonPage } from '../features/public/coming-soon/coming-soon-page.tsx';
import { ContactPage } from '../features/public/contact/contact-page.tsx';
import { FaqPage } from '../features/public/faq/faq-page.tsx';
import { HomePage } from '../features/public/home/home-page.tsx';
import { HowItWorksPage } from '../features/public/how-it-works/how-it-works-page.tsx';
import { PublicLayout } from '../features/public/layout/public-layout.tsx';
import { MemberLoginPage } from '../features/public/login/member-login-page.tsx';
import { MembershipFeePage } from '../features/public/membership-fee/membership-fee-page.tsx';
import { NotFoundPage } from '../features/public/not-found/not-found-page.tsx';
import { lazyArea } from './lazy-area.ts';

// Public pages are bundled eagerly: they are prerendered and must hydrate without a suspense
// gap. Member, partner and admin areas load on demand so a visitor never downloads desk mode,
// nor zod: they load through lazyArea, which makes zod jitless first (lazy-area.ts).
const MemberDashboardPage = lazyArea(() => import('../features/member/member-dashboard-page.tsx'));
const PartnerEntryPage = lazyArea(() => import('../features/partner/partner-entry-page.tsx'));
const PartnerRegisterPage = lazyArea(() => import('../features/partner/partner-register-page.tsx'));
const PartnerLoginPage = lazyArea(() => import('../features/partner/partner-login-page.tsx'));
const PartnerDashboardPage = lazyArea(
  () => import('../features/partner/partner-dashboard-page.tsx'),
);
const AdminLoginPage = lazyArea(() => import('../features/admin/admin-login-page.tsx'));
const AdminRegisterPage = lazyArea(() => import('../features/admin/admin-register-page.tsx'));
const AdminDashboardPage = lazyArea(() => import('../features/admin/admin-dashboard-page.tsx'));
const AdminLayout = lazyArea(() => import('../features/admin/admin-layout.tsx'));

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          Loading...
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The app's route table; /login is the member sign-in, so members can reach their card. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="membership-fee" element={<MembershipFeePage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="coming-soon" element={<ComingSoonPage />} />
        <Route path="login" element={<MemberLoginPage />} />
        <Route
          path="partner/register"
          element={
            <Loading>
              <PartnerRegisterPage />
            </Loading>
          }
        />
        <Route
          path="partner/login"
          element={
            <Loading>
              <PartnerLoginPage />
            </Loading>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="dashboard"
        element={
          <Loading>
            <MemberDashboardPage />
          </Loading>
        }
      />
      <Route
        path="partner"
        element={
          <Loading>
            <PartnerEntryPage />
          </Loading>
        }
      />
      <Route
        path="partner/dashboard"
        element={
          <Loading>
            <PartnerDashboardPage />
          </Loading>
        }
      />
      <Route
        path="admin"
        element={
          <Loading>
            <AdminLayout />
          </Loading>
        }
      >
        <Route
          index
          element={
            <Loading>
              <AdminDashboardPage />
            </Loading>
          }
        />
        <Route
          path="login"
          element={
            <Loading>
              <AdminLoginPage />
            </Loading>
          }
        />
        <Route
          path="register"
          element={
            <Loading>
              <AdminRegisterPage />
            </Loading>
          }
        />
      </Route>
    </Routes>
  );
}
