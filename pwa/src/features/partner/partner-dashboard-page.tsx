export { default } from './dashboard/partner-dashboard-page.tsx';
