/** The admin account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@e2e.qrlink.test', password: 'admin-e2e-senha' };
