// The one password hashing of the shop lives with the accounts code.
export { hashPassword, verifyPassword } from "../auth/password.ts";
