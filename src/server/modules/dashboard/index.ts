/** What other parts of the server may use of the dashboard module. */
export { consoleDashboard } from "./dashboard.service.ts";
