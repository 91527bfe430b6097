/** Screens that exist only in demo mode (checkout, Google consent). This file is the feature's only public door. */
export { DemoCheckoutScreen } from './checkout-screen';
export { DemoGoogleLoginScreen } from './google-login-screen';
