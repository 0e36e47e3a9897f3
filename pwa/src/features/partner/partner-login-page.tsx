export { default } from './login/partner-login-page.tsx';
