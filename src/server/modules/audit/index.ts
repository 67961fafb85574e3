/** What other parts of the server may use of the audit module. */
export { changesBetween, listAudit, recordAudit, recordAudits, wasDeleted } from "./audit.service.ts";
export type { AuditActor, AuditEntry } from "./audit.service.ts";
