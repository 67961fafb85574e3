/** What other parts of the server may use of the settings module (the admins' Settings screen). */
export { syncStoredSettings, watchStoredSettings } from "./stored-settings.ts";
