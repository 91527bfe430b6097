/** The client area and the dashboard's history. This file is the feature's only public door. */
export { DashboardActivity } from './dashboard-activity';
export { DashboardIntro } from './dashboard-intro';
export { ClientAreaScreen } from './client-area-screen';
export { ReceiptScreen } from './receipt-screen';
export { ClientAreaShell, DashboardShell } from './private-shell';
