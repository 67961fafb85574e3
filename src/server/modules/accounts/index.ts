/** What other parts of the server may use of the accounts module. */
export { profile, signedInUser } from "./accounts.service.ts";
export { normalContact } from "./contact.ts";
export type { Contact } from "./contact.ts";
export { requestToken, userFromCookie } from "./cookie.ts";
export { ownedBy, ownerColumns, ownerOf, withGuestToken } from "./owner.ts";
export type { Owner } from "./owner.ts";
export { isGuestOnlyPath, isPageRequest, needsSignIn } from "./page-guard.ts";
export { hashPassword } from "./password.ts";
export { countAttempt } from "./rate-limit.ts";
export {
  approveApplication,
  countPendingApplications,
  listApplications,
  pendingApplicationOf,
  rejectApplication,
} from "./sellers.service.ts";
export { userOfToken } from "./sessions.ts";
export {
  CAPABILITIES,
  PERMISSIONS,
  capabilitiesOf,
  consoleActor,
  consoleUser,
  storeOfOwner,
} from "./permissions.ts";
export type { Capability, ConsoleActor } from "./permissions.ts";
