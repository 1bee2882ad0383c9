/** The file in the e2e data directory whose seconds the auth clock runs ahead (e2eServer.ts). */
export const AUTH_CLOCK_OFFSET_FILE = 'auth-clock-offset';
