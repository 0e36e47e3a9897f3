export { default } from './register/partner-register-page.tsx';
