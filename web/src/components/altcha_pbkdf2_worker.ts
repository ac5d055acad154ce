/** ALTCHA's PBKDF2 solver as a same-origin worker file, so the CSP needs no blob: workers. */
import "altcha/workers/pbkdf2";
