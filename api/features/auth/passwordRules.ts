// The password policy's limits, shared by the policy (passwords.ts) and the breach list.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
