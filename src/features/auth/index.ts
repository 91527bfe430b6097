/** The login screen: password login, registration, Google sign-in, after-login. This file is the feature's only public door. */
export { LoginScreen } from './login-screen';
export { ForgotPasswordScreen } from './forgot-password-screen';
